// The order just placed, opened above the orders list after checkout (issue 26): thanks, its
// number, what was bought and for how much, where and when it goes, and what happens next. It is
// read like any order of the customer's, so it never shows anyone else's.
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { deliveryWords, shortOrderId } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { itemSummary } from '@/lib/order-display';
import { useOrder } from '../api/get-order';

export function PlacedOrderPanel({ userId, orderId, email }: { userId: string; orderId: string; email: string }) {
  const order = useOrder(userId, orderId);
  if (!order.data) return null;
  const o = order.data;
  const short = shortOrderId(o._id);
  const cod = o.paymentMethod === 'cod';
  const to = o.shippingAddress;
  return (
    <section
      aria-labelledby="placed-order-heading"
      data-testid="placed-order"
      className="card mb-6 border-2 border-emerald-600 p-5 sm:p-6 dark:border-emerald-500"
    >
      <h2 id="placed-order-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <CircleCheck aria-hidden="true" className="size-6 text-emerald-700 dark:text-emerald-400" />
        Thank you! Your order is placed.
      </h2>
      <p className="mt-2 text-sm">
        Order <span className="font-mono font-bold">#{short}</span> · <span className="font-semibold">{formatMoney(o.totalAmount)}</span> ·{' '}
        {itemSummary(o.items)}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {o.delivery && (
          <>
            <dt className="text-stone-600 dark:text-stone-400">Delivery</dt>
            <dd data-testid="placed-delivery" className="font-semibold">
              {deliveryWords(o.delivery)}
            </dd>
          </>
        )}
        <dt className="text-stone-600 dark:text-stone-400">{o.gift ? 'A gift for' : 'Delivering to'}</dt>
        <dd data-testid="placed-to">
          <span className="font-semibold">{to.name}</span>, {to.street}, {to.city} {to.zip}
          {o.gift?.senderName ? ` · from ${o.gift.senderName}` : ''}
        </dd>
      </dl>
      <h3 className="mt-5 text-sm font-bold">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-300">
        <li>
          {cod
            ? `Please keep ${formatMoney(o.totalAmount)} ready in cash for the courier.`
            : 'Your payment is received.'}{' '}
          A confirmation mail is on its way to {email}.
        </li>
        <li>We pick and pack your order fresh for its delivery day.</li>
        <li>Follow it here at any time: its status changes as it is packed, shipped and delivered.</li>
      </ol>
      <Link to={`/profile/orders/${o._id}`} className="btn btn-outline mt-5 py-2">
        View order #{short}
      </Link>
    </section>
  );
}
