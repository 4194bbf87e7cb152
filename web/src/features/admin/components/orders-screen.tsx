// Orders (SPEC §2 Orders list): search, status, date and delivery-day filters, a table whose status
// choice saves at once, and paging (20 a page) shown only when there is more than one page. Online
// checkouts never paid are hidden unless "Show unpaid checkouts" is ticked (issue 11 part 5).
import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SearchField, SelectField, TextField } from '@/components/ui/text-field';
import { ORDER_STATUSES } from '@/lib/constants';
import { formatDateTime, formatDeliverySlot, shortOrderId } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { orderUserLabel } from '@/lib/order-display';
import { useAdminOrders } from '../api/get-admin-orders';
import type { OrderFilters } from '../api/query-keys';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { MSG } from '../lib/messages';
import { canGoNext, canGoPrevious, pageLabel, showPagination } from '../lib/pagination';
import { checkboxClass, EmptyNote, ErrorNote, Loading, PageHeader, tableHeadClass } from './admin-ui';
import { OrderStatusSelect } from './order-status-select';
import { PaymentChip } from './payment-chip';

export function OrdersScreen() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('All');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [deliveryDate, setDeliveryDate] = useState('');
  const [includeUnpaid, setIncludeUnpaid] = useState(false);
  const debouncedSearch = useDebouncedValue(search);

  // The page belongs to one set of filters: any change of filter starts again at page 1.
  const filterKey = JSON.stringify([debouncedSearch.trim(), status, startDate, endDate, deliveryDate, includeUnpaid]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const goTo = (next: number) => setPaging({ filterKey, page: next });

  const filters = useMemo<OrderFilters>(
    () => ({ search: debouncedSearch, status, startDate, endDate, deliveryDate, page, includeUnpaid }),
    [debouncedSearch, status, startDate, endDate, deliveryDate, page, includeUnpaid],
  );
  const orders = useAdminOrders(filters);

  const reset = () => {
    setSearch('');
    setStatus('All');
    setStartDate('');
    setEndDate('');
    setDeliveryDate('');
    setIncludeUnpaid(false);
    setPaging({ filterKey: JSON.stringify(['', 'All', '', '', '', false]), page: 1 });
  };

  const data = orders.data;
  const pages = data?.pages ?? 1;
  const currentPage = data?.page ?? page;

  return (
    <>
      <PageHeader
        title="Orders"
        description="Newest first. Dates are shop time (IST)."
        actions={data && <span className="text-sm font-medium text-stone-600 dark:text-stone-400">{data.total === 1 ? '1 order' : `${data.total} orders`}</span>}
      />

      <div role="search" className="card mb-4 grid grid-cols-2 gap-3 p-4 lg:grid-cols-[1fr_11rem_10rem_10rem_10rem_auto] lg:items-end">
        <SearchField
          dense
          className="col-span-2 sm:col-span-1"
          label="Search by ID or user"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Order ID, name or email"
        />
        <SelectField dense className="col-span-2 sm:col-span-1" label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="All">All</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextField
          dense
          label="Start date"
          type="date"
          value={startDate}
          max={endDate || undefined}
          onChange={(e) => setStartDate(e.target.value)}
        />
        <TextField
          dense
          label="End date"
          type="date"
          value={endDate}
          min={startDate || undefined}
          onChange={(e) => setEndDate(e.target.value)}
        />
        <TextField dense label="Delivery day" type="date" value={deliveryDate} onChange={(e) => setDeliveryDate(e.target.value)} />
        <button type="button" onClick={reset} className="btn btn-outline col-span-2 lg:col-span-1">
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset
        </button>
        <label className="col-span-2 flex w-fit cursor-pointer items-center gap-2 text-sm font-semibold text-stone-800 lg:col-span-5 dark:text-stone-200">
          <input type="checkbox" checked={includeUnpaid} onChange={(e) => setIncludeUnpaid(e.target.checked)} className={checkboxClass} />
          Show unpaid checkouts
        </label>
      </div>

      {orders.isPending ? (
        <Loading label="Loading orders..." />
      ) : orders.isError ? (
        <ErrorNote>{MSG.ordersFailed}</ErrorNote>
      ) : data && data.orders.length === 0 ? (
        <EmptyNote>{MSG.ordersEmpty}</EmptyNote>
      ) : data ? (
        <>
          {/* Phones: one card per order (the table needs more width than a phone has). */}
          <ul aria-label="Orders" className={`space-y-3 transition-opacity md:hidden ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.orders.map((order) => {
              const date = order.createdAt;
              return (
                <li key={order._id} data-testid="order-card" className="card p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-mono font-semibold">{shortOrderId(order._id)}</p>
                      <p className="truncate text-sm text-stone-700 dark:text-stone-300">{orderUserLabel(order.userId)}</p>
                    </div>
                    <p className="font-semibold tabular-nums">
                      {formatMoney(order.totalAmount)}
                      <PaymentChip order={order} />
                    </p>
                  </div>
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                    <OrderStatusSelect orderId={order._id} status={order.status} />
                    <span className="text-xs text-stone-600 dark:text-stone-400">{date ? formatDateTime(date) : '—'}</span>
                    {order.delivery && <span className="text-xs font-semibold">Delivery {formatDeliverySlot(order.delivery)}</span>}
                    <Link
                      to={`/admin/orders/${order._id}`}
                      className="rounded font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
                      aria-label={`View order ${shortOrderId(order._id)}`}
                    >
                      View
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className={`card relative hidden overflow-x-auto transition-opacity md:block ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
            <table className="w-full text-sm">
              <caption className="sr-only">Orders</caption>
              <thead className="border-b border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-900/60">
                <tr>
                  <th scope="col" className={tableHeadClass}>
                    Order ID
                  </th>
                  <th scope="col" className={tableHeadClass}>
                    User
                  </th>
                  <th scope="col" className={`${tableHeadClass} text-right`}>
                    Total
                  </th>
                  <th scope="col" className={tableHeadClass}>
                    Status
                  </th>
                  <th scope="col" className={tableHeadClass}>
                    Date
                  </th>
                  <th scope="col" className={tableHeadClass}>
                    Delivery
                  </th>
                  <th scope="col" className={tableHeadClass}>
                    <span className="sr-only">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
                {data.orders.map((order) => {
                  const date = order.createdAt;
                  return (
                    <tr key={order._id} data-testid="order-row" className="hover:bg-stone-50 dark:hover:bg-stone-800/40">
                      <th scope="row" className="px-4 py-2.5 text-left font-mono font-semibold">
                        {shortOrderId(order._id)}
                      </th>
                      <td className="px-4 py-2.5">
                        <span className="block max-w-56 truncate">{orderUserLabel(order.userId)}</span>
                      </td>
                      <td className="px-4 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
                        {formatMoney(order.totalAmount)}
                        <PaymentChip order={order} />
                      </td>
                      <td className="px-4 py-2.5">
                        <OrderStatusSelect orderId={order._id} status={order.status} />
                      </td>
                      <td className="px-4 py-2.5 whitespace-nowrap text-stone-700 dark:text-stone-300">{date ? formatDateTime(date) : '—'}</td>
                      <td className="px-4 py-2.5 whitespace-nowrap">{order.delivery ? formatDeliverySlot(order.delivery) : '—'}</td>
                      <td className="px-4 py-2.5 text-right">
                        <Link
                          to={`/admin/orders/${order._id}`}
                          className="rounded font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
                          aria-label={`View order ${shortOrderId(order._id)}`}
                        >
                          View
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {showPagination(pages) && (
            <nav aria-label="Pagination" className="mt-4 flex items-center justify-center gap-3">
              <button type="button" onClick={() => goTo(currentPage - 1)} disabled={!canGoPrevious(currentPage)} className="btn btn-outline px-4">
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </button>
              <span aria-live="polite" className="text-sm font-semibold tabular-nums">
                {pageLabel(currentPage, pages)}
              </span>
              <button type="button" onClick={() => goTo(currentPage + 1)} disabled={!canGoNext(currentPage, pages)} className="btn btn-outline px-4">
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </nav>
          )}
        </>
      ) : null}
    </>
  );
}
