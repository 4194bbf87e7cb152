// Orders (SPEC §2 Orders list): search, status, date and delivery-day filters, a table whose status
// choice saves at once, and paging (20 a page) shown only when there is more than one page. Online
// checkouts never paid are hidden unless "Show unpaid checkouts" is ticked (issue 11 part 5).
import { Pagination } from '@/components/ui/pagination';
import { useAdminOrders } from '../api/get-admin-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { MSG } from '../lib/messages';
import { EmptyNote, ErrorNote, Loading, PageHeader } from './admin-ui';
import { OrderFiltersBar } from './order-filters-bar';
import { OrdersTable } from './orders-table';

export function OrdersScreen() {
  const { values, set, filters, goTo, reset } = useOrderFilters();
  const orders = useAdminOrders(filters);
  const data = orders.data;

  return (
    <>
      <PageHeader
        title="Orders"
        description="Newest first. Dates are shop time (IST)."
        actions={data && <span className="text-sm font-medium text-stone-600 dark:text-stone-400">{orderCount(data.total, data.totalExact)}</span>}
      />
      <OrderFiltersBar values={values} set={set} onReset={reset} />
      {orders.isPending ? (
        <Loading label="Loading orders..." />
      ) : orders.isError ? (
        <ErrorNote>{MSG.ordersFailed}</ErrorNote>
      ) : data && data.orders.length === 0 ? (
        <EmptyNote>{MSG.ordersEmpty}</EmptyNote>
      ) : data ? (
        <>
          <OrdersTable orders={data.orders} dimmed={orders.isPlaceholderData} />
          <Pagination page={data.page} pages={data.pages} onGo={goTo} className="mt-4" />
        </>
      ) : null}
    </>
  );
}

/** "1 order", "240 orders", or "10,000+ orders" when the server stopped counting. */
function orderCount(total: number, exact: boolean) {
  if (!exact) return `${total.toLocaleString('en-IN')}+ orders`;
  return total === 1 ? '1 order' : `${total} orders`;
}
