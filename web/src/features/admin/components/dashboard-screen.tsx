// Dashboard (SPEC §2): the figures of GET /api/admin/stats.
import { Clock, PackageCheck, RefreshCw, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format/money';
import { useAdminStats } from '../api/get-admin-stats';
import { MSG } from '../lib/messages';
import { ErrorNote, Loading, PageHeader, tableHeadClass } from './admin-ui';
import { RevenueChart } from './revenue-chart';
import { PeriodCard, RefundsDue, Section, StatusBreakdown } from './dashboard-parts';

/** `notices`: lines of other features (e.g. complaints overdue), shown under the heading. */
export function DashboardScreen({ notices }: { notices?: ReactNode } = {}) {
  const stats = useAdminStats();

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Sales at a glance, in shop time (IST)."
        actions={
          <button type="button" onClick={() => void stats.refetch()} disabled={stats.isFetching} className="btn btn-outline">
            <RefreshCw aria-hidden="true" className={`size-4 ${stats.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </button>
        }
      />
      {notices && <div className="mb-6 space-y-4 empty:hidden">{notices}</div>}
      {stats.isPending ? (
        <Loading label="Loading statistics..." />
      ) : stats.isError ? (
        <ErrorNote>{MSG.statsFailed}</ErrorNote>
      ) : (
        <div className="space-y-6">
          {stats.data.refundsDue > 0 && <RefundsDue count={stats.data.refundsDue} orders={stats.data.refundOrders} />}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <PeriodCard label="Today" period={stats.data.today} accent="bg-orange-500" />
            <PeriodCard label="Last 7 days" period={stats.data.last7Days} accent="bg-emerald-500" />
            <PeriodCard label="Last 30 days" period={stats.data.last30Days} accent="bg-emerald-700" />
            <div className="card relative overflow-hidden p-5">
              <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-yellow-400" />
              <h2 className="flex items-center gap-2 text-sm font-semibold text-stone-600 dark:text-stone-400">
                <Clock aria-hidden="true" className="size-4" />
                Unpaid orders
              </h2>
              <p className="mt-2 font-display text-3xl font-extrabold tracking-tight tabular-nums">{stats.data.unpaidOrders}</p>
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">Waiting for payment</p>
            </div>
          </div>

          <Section title="Revenue, last 30 days">
            <RevenueChart days={stats.data.daily} />
          </Section>

          <div className="grid gap-6 lg:grid-cols-2">
            <Section
              title="Orders by status"
              action={
                <Link to="/admin/orders" className="text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300">
                  All orders
                </Link>
              }
            >
              <StatusBreakdown byStatus={stats.data.byStatus} />
            </Section>

            <Section title="Top products, last 30 days">
              {stats.data.topProducts.length === 0 ? (
                <p className="flex items-center gap-2 py-6 text-stone-600 dark:text-stone-400">
                  <PackageCheck aria-hidden="true" className="size-5" />
                  No sales in the last 30 days yet.
                </p>
              ) : (
                <div className="relative -mx-5 overflow-x-auto sm:-mx-6">
                  <table className="w-full text-sm">
                    <thead className="border-b border-stone-200 dark:border-stone-800">
                      <tr>
                        <th scope="col" className={tableHeadClass}>
                          Product
                        </th>
                        <th scope="col" className={`${tableHeadClass} text-right`}>
                          Units
                        </th>
                        <th scope="col" className={`${tableHeadClass} text-right`}>
                          Revenue
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
                      {stats.data.topProducts.map((p, index) => (
                        <tr key={p.productId}>
                          <th scope="row" className="px-4 py-2.5 text-left font-semibold">
                            <span className="mr-2 inline-grid size-6 place-items-center rounded-full bg-emerald-100 text-xs font-bold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
                              {index + 1}
                            </span>
                            {p.name}
                          </th>
                          <td className="px-4 py-2.5 text-right tabular-nums">{p.qty}</td>
                          <td className="px-4 py-2.5 text-right font-semibold tabular-nums">{formatMoney(p.revenue)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Section>
          </div>
          <p className="flex items-center gap-1.5 text-xs text-stone-600 dark:text-stone-400">
            <TrendingUp aria-hidden="true" className="size-3.5" />
            Revenue and discounts count paid orders only.
          </p>
        </div>
      )}
    </>
  );
}
