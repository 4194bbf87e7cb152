// One order of the customer (SPEC §2 Account area: order detail). No customer info here; the
// admin's detail adds that. An order bought for a business names it, with its GSTIN (issue 24).
// A corporate order shows its deliveries (one per gift recipient) and how many are delivered; a
// delivery says which corporate order it is part of. An order waiting for a bank transfer says how
// much to send, where, and with what reference.
import { ArrowLeft, LifeBuoy, RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BusinessInvoiceLine } from '@/components/order/business-invoice-line';
import { CorporateDeliveriesCard, ParentOrderLine } from '@/components/order/corporate-deliveries';
import { parentOrder, type DeliveryProgress } from '@/lib/corporate-order';
import { GiftDetails } from '@/components/order/gift-details';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { isNotFound } from '@/lib/api/client';
import { deliveryWords, formatDateTime, shortOrderId } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { orderNumberLabel, paymentMethodLabel, paymentStatusLabel } from '@/lib/order-display';
import { useSession } from '@/lib/session';
import { FAILED_TO_LOAD_ORDER, ORDER_NOT_FOUND, useOrder } from '../api/get-order';
import { useOrderDeliveries } from '../api/get-order-deliveries';
import { trackingIndex } from '../lib/tracking';
import { InvoiceDownload } from './invoice-download';
import { BankTransferNotice, LoginNotice, RefundNotice } from './order-notices';
import { OrderRefunds } from './order-refunds';
import { TrackingBar } from './tracking-bar';
import { ItemsTable } from './order-items';

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

/** A corporate order's deliveries, from the buyer's route; each links to its own order page. */
function Deliveries({ userId, orderId, progress }: { userId: string; orderId: string; progress: DeliveryProgress }) {
  const list = useOrderDeliveries(userId, orderId, true);
  return (
    <CorporateDeliveriesCard
      progress={progress}
      list={list}
      hrefOf={(delivery) => `/profile/orders/${delivery._id}`}
      className="mt-6"
    />
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
  const progress = order.corporate ?? null;
  const parent = parentOrder(order);
  const bankAccount = order.bankTransfer ?? null;
  const shortId = shortOrderId(order._id);
  const number = orderNumberLabel(order);

  return (
    <div>
      <BackLink />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 tabIndex={-1} className="font-display text-3xl font-extrabold tracking-tight outline-none">
          Order <span className="tabular-nums">{number}</span>
        </h1>
        <OrderStatusBadge status={order.status} />
        <Link
          to={`/help?order=${order.orderNumber}`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline sm:ml-auto dark:text-emerald-300"
        >
          <LifeBuoy aria-hidden="true" className="size-4" />
          Get help with this order
        </Link>
      </div>
      {parent && <ParentOrderLine number={parent.number} href={`/profile/orders/${parent.id}`} className="mt-3" />}
      {bankAccount && (
        <div className="mt-4">
          <BankTransferNotice order={order} account={bankAccount} />
        </div>
      )}
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
          <Fact label="Order number" testId="detail-number">
            <span className="tabular-nums">{number}</span>
          </Fact>
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
              {/* In the same words as at checkout and on the confirmation ('Tomorrow, 7–11 am'). */}
              {deliveryWords(order.delivery)} <span className="font-normal text-stone-600 dark:text-stone-400">(IST)</span>
            </Fact>
          )}
        </dl>
        {order.business && (
          <BusinessInvoiceLine business={order.business} className="mt-5 border-t border-stone-200 pt-5 dark:border-stone-800" />
        )}
        {order.invoiceNumber && <InvoiceDownload orderId={order._id} number={order.invoiceNumber} />}
        {trackingIndex(order.status) !== null && (
          <div className="mt-6 border-t border-stone-200 pt-5 dark:border-stone-800">
            <TrackingBar status={order.status} />
          </div>
        )}
      </section>
      {progress && <Deliveries userId={user._id} orderId={order._id} progress={progress} />}
      {order.refunded > 0 && <OrderRefunds userId={user._id} orderId={order._id} />}
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
          {order.billingAddress && (
            <p data-testid="billing-address" className="mt-4 border-t border-stone-200 pt-3 text-sm dark:border-stone-800">
              <span className="text-stone-600 dark:text-stone-400">Billed to </span>
              <span className="font-semibold">
                {order.billingAddress.name}, {order.billingAddress.street}, {order.billingAddress.city} {order.billingAddress.zip}
              </span>
            </p>
          )}
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
