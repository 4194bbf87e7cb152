// Order detail (SPEC §2): as the customer's order detail, plus the customer's name and email, and
// the business the order was bought for, with its GSTIN (issue 24). A corporate order lists its
// deliveries (each linking to its own page) with how many are delivered, and prints every
// delivery's packing slip at once; a delivery links back to its corporate order. An order waiting
// for a bank transfer takes the bank's reference once the money is in, and becomes Paid.
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BusinessInvoiceLine } from '@/components/order/business-invoice-line';
import { CorporateDeliveriesCard, ParentOrderLine } from '@/components/order/corporate-deliveries';
import { parentOrder, type DeliveryProgress } from '@/lib/corporate-order';
import { GiftDetails } from '@/components/order/gift-details';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { PostalLines } from '@/components/ui/postal-lines';
import { DownloadButton } from '@/components/ui/download-button';
import { isNotFound } from '@/lib/api/client';
import { formatDateTime, formatDeliverySlot, shortOrderId } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { orderNumberLabel, paymentMethodLabel, paymentStatusLabel } from '@/lib/order-display';
import { useAdminOrder } from '../api/get-admin-order';
import { useAdminOrderDeliveries } from '../api/get-admin-order-deliveries';
import { getAdminOrderInvoice } from '../api/get-admin-order-invoice';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import { ErrorNote, Loading, PageHeader } from './admin-ui';
import { BankTransferForm } from './bank-transfer-form';
import { CashDueNotice } from './cash-due-notice';
import { MessagesCard } from './messages-card';
import { OrderItems } from './order-items-table';
import { RefundNotice } from './refund-notice';
import { hasRefundsCard, RefundsCard } from './refunds-card';

function BackLink() {
  return (
    <Link
      to="/admin/orders"
      className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to orders
    </Link>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="mb-2 font-display text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Deliveries({ orderId, progress }: { orderId: string; progress: DeliveryProgress }) {
  const list = useAdminOrderDeliveries(orderId);
  return (
    <CorporateDeliveriesCard
      progress={progress}
      list={list}
      hrefOf={(delivery) => `/admin/orders/${delivery._id}`}
      actions={
        <Link to={`/admin/orders/${orderId}/packing-slips`} className="btn btn-outline px-3 py-1.5 text-sm">
          <Printer aria-hidden="true" className="size-4" />
          Print all packing slips
        </Link>
      }
    />
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  const date = order.createdAt;
  const address = order.shippingAddress;
  const progress = order.corporate ?? null;
  const parent = parentOrder(order);
  const bankAccount = order.bankTransfer ?? null;
  return (
    <div className="space-y-6">
      {parent && <ParentOrderLine number={parent.number} href={`/admin/orders/${parent.id}`} />}
      {order.refund && <RefundNotice order={order} refund={order.refund} />}
      {order.paymentStatus === 'cod_due' && order.status !== 'Cancelled' && <CashDueNotice order={order} />}
      {bankAccount && <BankTransferForm key={order._id} order={order} account={bankAccount} />}
      <div className="grid gap-6 md:grid-cols-3">
        <Card title="Summary">
          <dl className="divide-y divide-stone-100 dark:divide-stone-800">
            <Fact label="Order number">
              <span className="tabular-nums">{orderNumberLabel(order)}</span>
            </Fact>
            <Fact label="Order ID">
              <span className="font-mono">{shortOrderId(order._id)}</span>
            </Fact>
            <Fact label="Date">{date ? formatDateTime(date) : 'N/A'}</Fact>
            {order.delivery && <Fact label="Delivery slot">{formatDeliverySlot(order.delivery)}</Fact>}
            <Fact label="Status">
              <OrderStatusBadge status={order.status} />
            </Fact>
            <Fact label="Total">{formatMoney(order.totalAmount)}</Fact>
            <Fact label="Payment method">
              <span className={order.paymentMethod === 'cod' ? '' : 'capitalize'}>{paymentMethodLabel(order)}</span>
            </Fact>
            <Fact label="Payment status">{paymentStatusLabel(order)}</Fact>
            {order.invoiceNumber && (
              <Fact label="Invoice">
                <span className="font-mono">{order.invoiceNumber}</span>
                <DownloadButton
                  label="Download invoice"
                  fetchFile={() => getAdminOrderInvoice(order._id)}
                  className="btn btn-outline mt-2 px-3 py-1.5 text-sm"
                />
              </Fact>
            )}
          </dl>
        </Card>
        <Card title="Customer">
          <dl className="divide-y divide-stone-100 dark:divide-stone-800">
            <Fact label="Name">{order.userId?.name || 'Unknown'}</Fact>
            <Fact label="Email">
              {order.userId?.email ? (
                <a href={`mailto:${order.userId.email}`} className="break-all text-emerald-800 hover:underline dark:text-emerald-300">
                  {order.userId.email}
                </a>
              ) : (
                'N/A'
              )}
            </Fact>
          </dl>
          {order.business && (
            <BusinessInvoiceLine business={order.business} className="mt-2 border-t border-stone-200 pt-3 dark:border-stone-800" />
          )}
        </Card>
        <Card title="Shipping address">
          {address ? (
            <address className="space-y-0.5 leading-relaxed not-italic">
              {address.name && <p className="font-semibold">{address.name}</p>}
              <PostalLines address={address} />
              <p className="pt-1 text-sm">
                <span className="text-stone-600 dark:text-stone-400">Phone: </span>
                <a href={`tel:${address.mobile}`} className="font-semibold text-emerald-800 hover:underline dark:text-emerald-300">
                  {address.mobile}
                </a>
              </p>
            </address>
          ) : (
            <p className="text-stone-600 dark:text-stone-400">N/A</p>
          )}
          {order.billingAddress && (
            <p data-testid="billing-address" className="mt-3 border-t border-stone-200 pt-2 text-sm dark:border-stone-800">
              <span className="text-stone-600 dark:text-stone-400">Billed to </span>
              <span className="font-semibold">
                {order.billingAddress.name}, {order.billingAddress.street}, {order.billingAddress.city} {order.billingAddress.zip}
              </span>
            </p>
          )}
        </Card>
      </div>
      {progress && <Deliveries orderId={order._id} progress={progress} />}
      {order.gift && <GiftDetails gift={order.gift} audience="admin" />}
      <OrderItems order={order} />
      {hasRefundsCard(order) && <RefundsCard order={order} />}
      <MessagesCard orderId={order._id} />
    </div>
  );
}

export function OrderDetailScreen({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  return (
    <>
      <BackLink />
      <PageHeader
        title={order.data ? `Order ${orderNumberLabel(order.data)}` : 'Order'}
        description={order.data ? `Placed by ${order.data.userId?.name || order.data.userId?.email || 'Unknown'}` : undefined}
        actions={
          order.data && (
            <Link to={`/admin/orders/${orderId}/packing-slip`} className="btn btn-outline">
              <Printer aria-hidden="true" className="size-4" />
              Packing slip
            </Link>
          )
        }
      />
      {order.isPending ? (
        <Loading label="Loading order..." />
      ) : order.isError ? (
        <ErrorNote>{isNotFound(order.error) ? MSG.orderNotFound : MSG.orderDetailFailed}</ErrorNote>
      ) : (
        <OrderView order={order.data} />
      )}
    </>
  );
}
