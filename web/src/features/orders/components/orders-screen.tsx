// The customer's orders in the account area (SPEC §2 Account area, §4 tracking bar, §8 Account).
import { ChevronRight, PackageOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { responsiveImage } from '@/lib/media';
import { itemCount, itemSummary, orderNumberLabel, paymentNote } from '@/lib/order-display';
import { useSession } from '@/lib/session';
import { FAILED_TO_LOAD_ORDERS, useOrders, type Order } from '../api/get-orders';
import { trackingIndex } from '../lib/tracking';
import { ErrorNotice, LoginNotice } from './order-notices';
import { PlacedOrderPanel } from './placed-order-panel';
import { TrackingBar } from './tracking-bar';

const PLAIN_STATUS: Record<string, string> = {
  Cancelled: 'This order was cancelled.',
  Refunded: 'This order was refunded.',
};

function Heading() {
  return (
    <header className="mb-6">
      {/* Focusable: the account menu moves focus to the new page's heading. */}
      <h1 tabIndex={-1} className="font-display text-3xl font-extrabold tracking-tight outline-none">
        Orders
      </h1>
      <p className="mt-1 text-stone-600 dark:text-stone-400">Track and review your orders.</p>
    </header>
  );
}

function OrderCard({ order }: { order: Order }) {
  const number = orderNumberLabel(order);
  const headingId = `order-${order._id}`;
  const count = itemCount(order.items);
  const onBar = trackingIndex(order.status) !== null;
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="order-card" className="card p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <div>
            <h2 id={headingId} className="font-display text-lg font-bold">
              Order <span className="tabular-nums">{number}</span>
            </h2>
            <p className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
              Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </p>
          </div>
          <div className="flex items-center gap-3">
            <OrderStatusBadge status={order.status} />
            <p className="text-lg font-extrabold tabular-nums" data-testid="order-total">
              {formatMoney(order.totalAmount)}
            </p>
          </div>
        </div>

        <div className="mt-5">
          {onBar ? (
            <TrackingBar status={order.status} />
          ) : (
            <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-200">
              {PLAIN_STATUS[order.status] ?? order.status}
            </p>
          )}
          {paymentNote(order) && (
            <p data-testid="order-payment" className="mt-3 text-xs text-stone-600 dark:text-stone-400">
              {paymentNote(order)}
            </p>
          )}
          {order.gift && (
            <p data-testid="order-gift" className="mt-1 text-xs text-stone-600 dark:text-stone-400">
              Gift for {order.gift.recipientName}
            </p>
          )}
        </div>

        <div className="mt-5 flex flex-col gap-4 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-stone-800">
          <div className="flex min-w-0 items-center gap-3">
            <div className="flex shrink-0 -space-x-3" aria-hidden="true">
              {order.items.slice(0, 3).map((item, index) => (
                <img
                  // Two packs of one product are two items.
                  key={`${item.productId}-${index}`}
                  {...responsiveImage(item.image || DEFAULT_PRODUCT_IMAGE, '44px')}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  className="size-11 rounded-full bg-amber-50 object-cover ring-2 ring-white dark:bg-stone-800 dark:ring-stone-900"
                />
              ))}
            </div>
            <p className="min-w-0 text-sm">
              <span className="line-clamp-2 font-semibold" data-testid="order-items">
                {itemSummary(order.items)}
              </span>
              <span className="text-stone-600 dark:text-stone-400">{count === 1 ? '1 item' : `${count} items`}</span>
            </p>
          </div>
          <Link
            to={`/profile/orders/${order._id}`}
            aria-label={`View details of order ${number}`}
            className="btn btn-outline shrink-0 self-start py-2 sm:self-auto"
          >
            View details
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </li>
  );
}

/**
 * The order just placed, named by `?placed=<orderId>`: checkout lands here with it after paying or
 * placing a cash order, and the confirmation mail links to it.
 */
function usePlacedOrderId(): string | null {
  const [params] = useSearchParams();
  return params.get('placed')?.trim() || null;
}

export function OrdersScreen() {
  const { user, token } = useSession();
  const placed = usePlacedOrderId();
  const orders = useOrders(token ? user?._id : undefined);

  if (!token || !user) {
    return (
      <div>
        <Heading />
        <LoginNotice />
      </div>
    );
  }

  return (
    <div>
      <Heading />
      {placed && <PlacedOrderPanel userId={user._id} orderId={placed} email={user.email} />}
      <div>
        {orders.isPending ? (
          <div role="status" aria-label="Loading orders..." className="space-y-4">
            {[0, 1].map((key) => (
              <div key={key} className="card h-52 animate-pulse bg-stone-100 dark:bg-stone-800" />
            ))}
          </div>
        ) : orders.isError ? (
          <ErrorNotice message={FAILED_TO_LOAD_ORDERS} onRetry={() => void orders.refetch()} />
        ) : orders.data.pages[0]?.items.length === 0 ? (
          <div className="card flex flex-col items-center gap-4 p-10 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
              <PackageOpen aria-hidden="true" className="size-8" />
            </span>
            <p className="text-lg font-semibold">You have not placed any orders yet.</p>
            <Link to="/" className="btn btn-primary">
              Start shopping
            </Link>
          </div>
        ) : (
          <>
            <ul aria-label="Orders" className="space-y-5">
              {orders.data.pages.flatMap((page) => page.items).map((order) => (
                <OrderCard key={order._id} order={order} />
              ))}
            </ul>
            <ShowMoreButton list={orders} label="Show older orders" className="mt-6" />
            {orders.isFetchNextPageError && <p role="alert" className="mt-3 text-center text-sm text-red-700 dark:text-red-400">{FAILED_TO_LOAD_ORDERS}</p>}
          </>
        )}
      </div>
    </div>
  );
}
