// The order just placed, opened above the orders list at /profile/orders?placed=<orderId> after
// checkout and from the confirmation mail (issue 26): thanks, its number, what was bought and for
// how much (less any offer or coupon, issue 21), when and where it goes (and from whom, for a
// gift), and what happens next. It is read
// like any order of the customer's (GET /api/orders/{id}), so another customer's order, which the
// server answers 404, shows nothing.
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { deliveryWords } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { itemName, lineSubtotal, orderNumberLabel } from '@/lib/order-display';
import { orderDiscounts } from '@/lib/promotions/discount-lines';
import { useOrder } from '../api/get-order';
import type { Order } from '../api/get-orders';

const TERM = 'text-stone-600 dark:text-stone-400';

function Row({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt className={TERM}>{term}</dt>
      <dd data-testid={testId} className="break-words">
        {children}
      </dd>
    </>
  );
}

function Items({ order }: { order: Order }) {
  const discounts = orderDiscounts(order);
  return (
    <ul aria-label="Items" data-testid="placed-items" className="mt-4 divide-y divide-stone-200 text-sm dark:divide-stone-800">
      {order.items.map((item, index) => (
        <li key={`${item.variantId}-${index}`} className="flex justify-between gap-4 py-1.5">
          <span className="min-w-0 break-words">
            {itemName(item)} × {item.qty}
          </span>
          <span className="shrink-0 tabular-nums">{formatMoney(lineSubtotal(item.price, item.qty))}</span>
        </li>
      ))}
      {discounts.lines.map((line) => (
        <li key={line.key} data-testid="placed-discount" className="flex justify-between gap-4 py-1.5 text-emerald-800 dark:text-emerald-300">
          <span className="min-w-0 break-words">{line.label}</span>
          <span className="shrink-0 tabular-nums">−{formatMoney(line.amount)}</span>
        </li>
      ))}
      {order.deliveryFee > 0 && (
        <li className={`flex justify-between gap-4 py-1.5 ${TERM}`}>
          <span>Delivery</span>
          <span className="tabular-nums">{formatMoney(order.deliveryFee)}</span>
        </li>
      )}
      <li data-testid="placed-total" className="flex justify-between gap-4 py-1.5 text-base font-bold">
        <span>Total</span>
        <span className="tabular-nums">{formatMoney(order.totalAmount)}</span>
      </li>
    </ul>
  );
}

/** Where the order goes: the customer's own address, or a gift's recipient, card and sender. */
function Destination({ order }: { order: Order }) {
  const to = order.shippingAddress;
  const address = `${to.street}, ${to.city} ${to.zip}`;
  if (!order.gift) {
    return (
      <Row term="Delivering to" testId="placed-to">
        <span className="font-semibold">{to.name}</span>, {address}
      </Row>
    );
  }
  const gift = order.gift;
  return (
    <>
      <Row term="A gift for" testId="placed-to">
        <span className="font-semibold">{gift.recipientName || to.name}</span>, {address}
      </Row>
      {gift.message && (
        <Row term="Message" testId="placed-message">
          <span className="whitespace-pre-line italic">{gift.message}</span>
        </Row>
      )}
      {gift.senderName && (
        <Row term="From" testId="placed-sender">
          {gift.senderName}
        </Row>
      )}
    </>
  );
}

export function PlacedOrderPanel({ userId, orderId, email }: { userId: string; orderId: string; email: string }) {
  const query = useOrder(userId, orderId);
  if (query.isPending) {
    return <div aria-hidden="true" className="card mb-6 h-64 animate-pulse bg-stone-100 dark:bg-stone-800" />;
  }
  // Not found (not the customer's) or not loaded: the orders list below says enough.
  if (!query.data) return null;
  const order = query.data;
  const number = orderNumberLabel(order);
  const when = order.delivery ? deliveryWords(order.delivery) : null;
  return (
    <section
      aria-labelledby="placed-order-heading"
      data-testid="placed-order"
      className="card mb-6 border-2 border-emerald-600 p-5 sm:p-6 dark:border-emerald-500"
    >
      <h2 id="placed-order-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />
        Thank you! Your order is placed.
      </h2>
      <p className="mt-2">
        Order number <span data-testid="placed-number" className="text-lg font-extrabold tabular-nums">{number}</span>
      </p>
      <Items order={order} />
      <dl className="mt-4 grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        {when && (
          <Row term="Delivery" testId="placed-delivery">
            <span className="font-semibold">{when}</span>
          </Row>
        )}
        <Destination order={order} />
      </dl>
      <h3 className="mt-5 text-sm font-bold">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-300">
        <li>
          {order.paymentMethod === 'cod'
            ? `Please keep ${formatMoney(order.totalAmount)} ready in cash for the courier.`
            : 'Your payment is received.'}{' '}
          A confirmation mail is on its way to {email}.
        </li>
        <li>
          {when
            ? 'We pick and pack your order fresh for its delivery day and bring it in the slot you chose.'
            : 'We pick and pack your order fresh and bring it to the address above.'}
        </li>
        <li>Follow it here at any time: its status changes as it is packed, shipped and delivered.</li>
      </ol>
      <Link to={`/profile/orders/${order._id}`} className="btn btn-outline mt-5 py-2">
        View order {number}
      </Link>
    </section>
  );
}
