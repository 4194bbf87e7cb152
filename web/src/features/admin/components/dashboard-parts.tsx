// The dashboard's blocks: a titled section, a period's figures, the status breakdown and the
// payments waiting to be returned.
import { CircleAlert, IndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { ORDER_STATUSES } from '@/lib/constants';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { orderNumberLabel, orderUserLabel } from '@/lib/order-display';
import { statusDotClasses } from '@/lib/order-status';
import { type AdminStats } from '../api/get-admin-stats';
import { refundReasonLabel } from '../lib/order-view';
import { tableHeadClass } from './admin-ui';

export function paidOrders(n: number) {
  return n === 1 ? '1 paid order' : `${n} paid orders`;
}

/** The discount given on the period's paid orders (coupons and offers, issue 21); 0 from an older server. */
export function periodDiscounts(period: AdminStats['today']): number {
  return period.discounts ?? 0;
}

export function Section({ title, children, className = '', action }: { title: string; children: ReactNode; className?: string; action?: ReactNode }) {
  const id = `dash-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${className}`}>
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id={id} className="font-display text-lg font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function PeriodCard({ label, period, accent }: { label: string; period: AdminStats['today']; accent: string }) {
  return (
    <div className="card relative overflow-hidden p-5">
      <div aria-hidden="true" className={`absolute inset-x-0 top-0 h-1 ${accent}`} />
      <h2 className="flex items-center gap-2 text-sm font-semibold text-stone-600 dark:text-stone-400">
        <IndianRupee aria-hidden="true" className="size-4" />
        {label}
      </h2>
      <p className="mt-2 font-display text-3xl font-extrabold tracking-tight tabular-nums">{formatMoney(period.revenue)}</p>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{paidOrders(period.orders)}</p>
      <p className="mt-0.5 text-sm text-stone-600 tabular-nums dark:text-stone-400">Discounts {formatMoney(periodDiscounts(period))}</p>
    </div>
  );
}

export function StatusBreakdown({ byStatus }: { byStatus: AdminStats['byStatus'] }) {
  const counts = new Map(byStatus.map((s) => [s.status, s.count]));
  const rows = [...ORDER_STATUSES, ...byStatus.map((s) => s.status).filter((s) => !(ORDER_STATUSES as readonly string[]).includes(s))].map(
    (status) => ({ status, count: counts.get(status) ?? 0 }),
  );
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <>
      {total > 0 && (
        <div aria-hidden="true" className="mb-4 flex h-2.5 overflow-hidden rounded-full bg-stone-100 dark:bg-stone-800">
          {rows
            .filter((r) => r.count > 0)
            .map((r) => (
              <div key={r.status} className={statusDotClasses(r.status)} style={{ width: `${(r.count / total) * 100}%` }} />
            ))}
        </div>
      )}
      <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-2">
        {rows.map((r) => (
          <li key={r.status} className="flex items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-2 dark:bg-stone-800/60">
            <OrderStatusBadge status={r.status} />
            <span className="font-display text-lg font-bold tabular-nums">{r.count}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Orders whose money must go back: first on the dashboard, so none is forgotten. */
export function RefundsDue({ count, orders }: { count: number; orders: AdminStats['refundOrders'] }) {
  return (
    <section aria-labelledby="dash-refunds-due" className="card border-2 border-red-300 p-5 sm:p-6 dark:border-red-800">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="dash-refunds-due" className="flex items-center gap-2 font-display text-lg font-bold text-red-800 dark:text-red-200">
          <CircleAlert aria-hidden="true" className="size-5" />
          Refunds due
          <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-sm text-white tabular-nums">{count}</span>
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">Payments that cannot be used: return them to the customer.</p>
      </div>
      <div className="relative -mx-5 overflow-x-auto sm:-mx-6">
        <table className="w-full text-sm">
          <thead className="border-b border-stone-200 dark:border-stone-800">
            <tr>
              <th scope="col" className={tableHeadClass}>
                Order
              </th>
              <th scope="col" className={`${tableHeadClass} text-right`}>
                Refund
              </th>
              <th scope="col" className={tableHeadClass}>
                Reason
              </th>
              <th scope="col" className={tableHeadClass}>
                Customer
              </th>
              <th scope="col" className={tableHeadClass}>
                Flagged
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {orders.map((order) => (
              <tr key={order._id}>
                <th scope="row" className="px-4 py-2.5 text-left">
                  <Link
                    to={`/admin/orders/${order._id}`}
                    className="font-semibold tabular-nums text-emerald-800 hover:underline dark:text-emerald-300"
                  >
                    {orderNumberLabel(order)}
                  </Link>
                </th>
                <td className="px-4 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
                  {order.refund ? formatMoney(order.refund.amount) : ''}
                </td>
                <td className="px-4 py-2.5">{order.refund ? refundReasonLabel(order.refund) : ''}</td>
                <td className="px-4 py-2.5">{orderUserLabel(order.userId)}</td>
                <td className="px-4 py-2.5 whitespace-nowrap">{order.refund ? formatDateTime(order.refund.flaggedAt) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {count > orders.length && (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
          Showing the oldest {orders.length} of {count}.
        </p>
      )}
    </section>
  );
}
