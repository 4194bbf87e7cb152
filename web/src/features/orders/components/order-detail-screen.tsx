// One order of the customer (SPEC §2 Account area: order detail). No customer info here; the
// admin's detail adds that.
import { ArrowLeft, RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GiftDetails } from '@/components/order/gift-details';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { isNotFound } from '@/lib/api/client';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';
import { formatDateTime, formatDeliverySlot, shortOrderId } from '@/lib/format/date';
import { formatMoney, formatPrice } from '@/lib/format/money';
import { responsiveImage } from '@/lib/media';
import { lineSubtotal, paymentMethodLabel, paymentStatusLabel } from '@/lib/order-display';
import { useSession } from '@/lib/session';
import { FAILED_TO_LOAD_ORDER, ORDER_NOT_FOUND, useOrder } from '../api/get-order';
import type { Order } from '../api/get-orders';
import { trackingIndex } from '../lib/tracking';
import { InvoiceDownload } from './invoice-download';
import { LoginNotice, RefundNotice } from './order-notices';
import { TrackingBar } from './tracking-bar';

function BackLink() {
  return (
    <Link
      to="/profile/orders"
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to orders
    </Link>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{label}</dt>
      <dd data-testid={testId} className="mt-1 font-semibold break-words">
        {children}
      </dd>
    </div>
  );
}

function ItemsTable({ order }: { order: Order }) {
  return (
    <div className="-mx-5 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">Items in this order</caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs text-stone-600 sm:tracking-wide sm:uppercase dark:border-stone-700 dark:text-stone-400">
            <th scope="col" className="py-2 pr-2 pl-5 sm:pr-3 font-semibold sm:pl-0">
              Product
            </th>
            <th scope="col" className="px-2 sm:px-3 py-2 text-right font-semibold">
              Quantity
            </th>
            <th scope="col" className="px-2 sm:px-3 py-2 text-right font-semibold">
              Price
            </th>
            <th scope="col" className="py-2 pr-5 pl-2 sm:pl-3 text-right font-semibold sm:pr-0">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
          {order.items.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-8 text-center text-stone-600 dark:text-stone-400">
                No items found
              </td>
            </tr>
          ) : (
            order.items.map((item, index) => (
              <tr key={`${item.productId}-${index}`} data-testid="order-item">
                <th scope="row" className="py-3 pr-2 pl-5 sm:pr-3 font-semibold sm:pl-0">
                  <span className="flex items-center gap-3">
                    <img
                      {...responsiveImage(item.image || DEFAULT_PRODUCT_IMAGE, '40px')}
                      alt=""
                      width={400}
                      height={400}
                      loading="lazy"
                      className="hidden size-10 shrink-0 rounded-lg bg-amber-50 object-cover sm:block dark:bg-stone-800"
                    />
                    {item.name}
                  </span>
                </th>
                <td className="px-2 sm:px-3 py-3 text-right whitespace-nowrap tabular-nums">{item.qty}</td>
                <td className="px-2 sm:px-3 py-3 text-right whitespace-nowrap tabular-nums">{formatPrice(item.price)}</td>
                <td className="py-3 pr-5 pl-2 sm:pl-3 text-right font-semibold whitespace-nowrap tabular-nums sm:pr-0">
                  {formatMoney(lineSubtotal(item.price, item.qty))}
                </td>
              </tr>
            ))
          )}
        </tbody>
        {order.items.length > 0 && (
          <tfoot className="border-t border-stone-200 dark:border-stone-700">
            <tr>
              <th scope="row" colSpan={3} className="pt-3 pr-2 pl-5 sm:pr-3 text-right font-normal text-stone-600 sm:pl-0 dark:text-stone-400">
                Items
              </th>
              <td className="pt-3 pr-5 pl-2 sm:pl-3 text-right whitespace-nowrap tabular-nums sm:pr-0">{formatMoney(order.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pt-1 pr-2 pl-5 sm:pr-3 text-right font-normal text-stone-600 sm:pl-0 dark:text-stone-400">
                Delivery fee
              </th>
              <td className="pt-1 pr-5 pl-2 sm:pl-3 text-right whitespace-nowrap tabular-nums sm:pr-0">
                {order.deliveryFee === 0 ? 'Free' : formatMoney(order.deliveryFee)}
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="pt-1 pr-2 pl-5 sm:pr-3 text-right font-bold sm:pl-0">
                Total
              </th>
              <td className="pt-1 pr-5 pl-2 sm:pl-3 text-right font-extrabold whitespace-nowrap tabular-nums sm:pr-0">
                {formatMoney(order.totalAmount)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

export function OrderDetailScreen({ orderId }: { orderId: string }) {
  const { user, token } = useSession();
  const query = useOrder(token ? user?._id : undefined, orderId);

  if (!token || !user) {
    return <LoginNotice />;
  }

  if (query.isPending) return <LoadingScreen label="Loading order..." />;

  if (query.isError || !query.data) {
    const notFound = !query.data && (isNotFound(query.error) || !query.isError);
    return (
      <div className="card flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
          <SearchX aria-hidden="true" className="size-8" />
        </span>
        <h1 tabIndex={-1} className="text-xl font-bold outline-none">
          <span role="alert">{notFound ? ORDER_NOT_FOUND : FAILED_TO_LOAD_ORDER}</span>
        </h1>
        <div className="flex flex-wrap items-center justify-center gap-4">
          {!notFound && (
            <button type="button" onClick={() => void query.refetch()} className="btn btn-outline py-2">
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </button>
          )}
          <BackLink />
        </div>
      </div>
    );
  }

  const order = query.data;
  const address = order.shippingAddress;
  const shortId = shortOrderId(order._id);

  return (
    <div>
      <BackLink />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 tabIndex={-1} className="font-display text-3xl font-extrabold tracking-tight outline-none">
          Order <span className="font-mono tracking-tight">#{shortId}</span>
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      {order.refund && (
        <div className="mt-4">
          <RefundNotice refund={order.refund} />
        </div>
      )}

      <section aria-labelledby="order-summary-heading" className="card mt-6 p-5 sm:p-6">
        <h2 id="order-summary-heading" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3">
          <Fact label="Order ID" testId="detail-id">
            <span className="font-mono">{shortId}</span>
          </Fact>
          <Fact label="Date" testId="detail-date">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </Fact>
          <Fact label="Status" testId="detail-status">
            {order.status}
          </Fact>
          <Fact label="Total" testId="detail-total">
            {formatMoney(order.totalAmount)}
          </Fact>
          <Fact label="Payment method" testId="detail-payment-method">
            {paymentMethodLabel(order)}
          </Fact>
          <Fact label="Payment status" testId="detail-payment-status">
            {paymentStatusLabel(order)}
          </Fact>
          {order.delivery && (
            <Fact label="Delivery slot" testId="detail-delivery">
              {formatDeliverySlot(order.delivery)} <span className="font-normal text-stone-600 dark:text-stone-400">(IST)</span>
            </Fact>
          )}
        </dl>
        {order.invoiceNumber && <InvoiceDownload orderId={order._id} number={order.invoiceNumber} />}
        {trackingIndex(order.status) !== null && (
          <div className="mt-6 border-t border-stone-200 pt-5 dark:border-stone-800">
            <TrackingBar status={order.status} />
          </div>
        )}
      </section>
      {order.gift && <GiftDetails gift={order.gift} audience="customer" className="mt-6 sm:p-6" />}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <section aria-labelledby="order-address-heading" className="card p-5 sm:p-6">
          <h2 id="order-address-heading" className="font-display text-lg font-bold">
            Shipping address
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            {(
              [
                ['Street', address.street, 'street'],
                ['City', address.city, 'city'],
                ['State', address.state, 'state'],
                ['Zip', address.zip, 'zip'],
                ['Country', address.country, 'country'],
                ['Phone', address.mobile, 'phone'],
              ] as const
            ).map(([label, value, key]) => (
              <div key={key} className="grid grid-cols-[5rem_1fr] gap-2">
                <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
                <dd data-testid={`address-${key}`} className="font-semibold break-words">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="order-items-heading" className="card p-5 sm:p-6">
          <h2 id="order-items-heading" className="font-display text-lg font-bold">
            Items
          </h2>
          <div className="mt-3">
            <ItemsTable order={order} />
          </div>
        </section>
      </div>
    </div>
  );
}
