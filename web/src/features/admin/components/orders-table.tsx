// The orders of one page: a card per order on phones, a table from the md width. Each shows the
// order, customer (a gift marked), total, status, date, delivery slot and PIN code, and payment method.
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime, formatDeliverySlot, shortOrderId } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { orderNumberLabel, orderUserLabel } from '@/lib/order-display';
import { orderPaymentLabel, type AdminOrder } from '../lib/order-view';
import { tableHeadClass } from './admin-ui';
import { OrderStatusSelect } from './order-status-select';
import { PaymentChip } from './payment-chip';

/** For a gift, whom the box goes to and the PIN code of the door (the account holder only paid). */
function GiftRecipient({ order }: { order: AdminOrder }) {
  if (!order.gift) return null;
  return (
    <span data-testid="order-gift-recipient" className="block max-w-56 truncate text-xs font-semibold text-emerald-800 dark:text-emerald-300">
      Gift for {order.gift.recipientName} · {order.shippingAddress.zip}
    </span>
  );
}

/** A gift order's mark beside the customer's name. */
function GiftMark({ order }: { order: AdminOrder }) {
  if (!order.gift) return null;
  return (
    <span
      data-testid="order-gift-mark"
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-700/20 ring-inset dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-500/30"
    >
      <Gift aria-hidden="true" className="size-3.5" />
      Gift
    </span>
  );
}

/** The customer's name (or email), truncated, with the gift mark. */
function OrderUser({ order }: { order: AdminOrder }) {
  return (
    <span className="flex max-w-64 items-center gap-2">
      <span className="truncate">{orderUserLabel(order.userId)}</span>
      <GiftMark order={order} />
    </span>
  );
}

/** The PIN code the order goes to (the recipient's, for a gift). */
function PinCode({ order }: { order: AdminOrder }) {
  return <span className="text-xs text-stone-600 tabular-nums dark:text-stone-400">PIN {order.shippingAddress.zip}</span>;
}

/** The order's number ('#10482'), with the spec's Order ID (first 8 characters) under it. */
function OrderRef({ order }: { order: AdminOrder }) {
  return (
    <>
      <span className="block font-semibold tabular-nums">{orderNumberLabel(order)}</span>{' '}
      <span className="block font-mono text-xs font-normal text-stone-600 dark:text-stone-400">{shortOrderId(order._id)}</span>
    </>
  );
}

/** `dimmed` while the next page loads. */
export function OrdersTable({ orders, dimmed }: { orders: AdminOrder[]; dimmed: boolean }) {
  return (
    <>
    {/* Phones: one card per order (the table needs more width than a phone has). */}
    <ul aria-label="Orders" className={`space-y-3 transition-opacity md:hidden ${dimmed ? 'opacity-60' : ''}`}>
      {orders.map((order) => {
        const date = order.createdAt;
        return (
          <li key={order._id} data-testid="order-card" className="card p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <OrderRef order={order} />
                <p className="text-sm text-stone-700 dark:text-stone-300">
                  <OrderUser order={order} />
                </p>
                <GiftRecipient order={order} />
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold tabular-nums">
                  {formatMoney(order.totalAmount)}
                  <PaymentChip order={order} />
                </p>
                <p className="text-xs text-stone-600 dark:text-stone-400">{orderPaymentLabel(order)}</p>
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <OrderStatusSelect orderId={order._id} label={orderNumberLabel(order)} status={order.status} />
              <span className="text-xs text-stone-600 dark:text-stone-400">{date ? formatDateTime(date) : '—'}</span>
              {order.delivery && <span className="text-xs font-semibold">Delivery {formatDeliverySlot(order.delivery)}</span>}
              <PinCode order={order} />
              <Link
                to={`/admin/orders/${order._id}`}
                className="rounded font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
                aria-label={`View order ${orderNumberLabel(order)}`}
              >
                View
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
    <div className={`card relative hidden overflow-x-auto transition-opacity md:block ${dimmed ? 'opacity-60' : ''}`}>
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
              Payment
            </th>
            <th scope="col" className={tableHeadClass}>
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
          {orders.map((order) => {
            const date = order.createdAt;
            return (
              <tr key={order._id} data-testid="order-row" className="hover:bg-stone-50 dark:hover:bg-stone-800/40">
                <th scope="row" className="px-4 py-2.5 text-left">
                  <OrderRef order={order} />
                </th>
                <td className="px-4 py-2.5">
                  <OrderUser order={order} />
                  <GiftRecipient order={order} />
                </td>
                <td className="px-4 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatMoney(order.totalAmount)}
                  <PaymentChip order={order} />
                </td>
                <td className="px-4 py-2.5">
                  <OrderStatusSelect orderId={order._id} label={orderNumberLabel(order)} status={order.status} />
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap text-stone-700 dark:text-stone-300">{date ? formatDateTime(date) : '—'}</td>
                <td className="px-4 py-2.5 whitespace-nowrap">
                  <span className="block">{order.delivery ? formatDeliverySlot(order.delivery) : '—'}</span>
                  <PinCode order={order} />
                </td>
                <td className="px-4 py-2.5 text-stone-700 dark:text-stone-300">{orderPaymentLabel(order)}</td>
                <td className="px-4 py-2.5 text-right">
                  <Link
                    to={`/admin/orders/${order._id}`}
                    className="rounded font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
                    aria-label={`View order ${orderNumberLabel(order)}`}
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
    </>
  );
}
