// One order's packing slip (issues 11, 26 and 28): the shop with the seller's legal name and FSSAI
// licence number (GET /api/seller), the order, the delivery day and slot, who receives the box and
// where, the items (prices only when the gift does not hide them; a line's variant after its name)
// and the gift message with its sender in a card box. Printed alone (packing-slip-screen.tsx) or one
// per delivery of a corporate order (packing-slips-screen.tsx).
import { useId } from 'react';
import { useConfig } from '@/lib/api/get-config';
import { useSeller } from '@/lib/api/get-seller';
import { formatDateTime, formatDeliverySlot } from '@/lib/format/date';
import { formatMoney, formatPrice } from '@/lib/format/money';
import { lineSubtotal, orderNumberLabel } from '@/lib/order-display';
import type { AdminOrder } from '../lib/order-view';
import { slipRecipient, slipSellerLines, slipShowsPrices } from '../lib/packing-slip';

const cell = 'py-2 align-top';

function SlipItems({ order, prices }: { order: AdminOrder; prices: boolean }) {
  return (
    <table className="mt-6 w-full text-sm">
      <caption className="sr-only">Items</caption>
      <thead>
        <tr className="border-b-2 border-stone-800 text-left text-xs tracking-wide uppercase">
          <th scope="col" className="py-2 font-bold">Item</th>
          <th scope="col" className="py-2 text-right font-bold">Qty</th>
          {prices && (
            <>
              <th scope="col" className="py-2 text-right font-bold">Price</th>
              <th scope="col" className="py-2 text-right font-bold">Amount</th>
            </>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-300">
        {order.items.map((item, index) => (
          <tr key={`${item.productId}-${index}`} data-testid="slip-item">
            <th scope="row" className={`${cell} pr-3 text-left font-semibold`}>
              {item.name}
              {item.variantLabel && <span className="font-normal"> · {item.variantLabel}</span>}
            </th>
            <td className={`${cell} text-right tabular-nums`}>{item.qty}</td>
            {prices && (
              <>
                <td className={`${cell} pl-3 text-right tabular-nums`}>{formatPrice(item.price)}</td>
                <td className={`${cell} pl-3 text-right tabular-nums`}>{formatMoney(lineSubtotal(item.price, item.qty))}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
      {prices && (
        <tfoot className="border-t-2 border-stone-800">
          <tr>
            <th scope="row" colSpan={3} className="pt-2 text-right font-normal">Delivery</th>
            <td className="pt-2 text-right tabular-nums">{order.deliveryFee === 0 ? 'Free' : formatMoney(order.deliveryFee)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="pt-1 text-right">Total</th>
            <td data-testid="slip-total" className="pt-1 text-right font-bold tabular-nums">{formatMoney(order.totalAmount)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/**
 * One order's packing slip. `level` is its title's heading level: 1 on the slip's own page, 2 where
 * a page prints many (the sections under it go one level down). `className` adds e.g. a page break.
 */
export function PackingSlip({ order, level = 1, className = '' }: { order: AdminOrder; level?: 1 | 2; className?: string }) {
  const toId = useId();
  const messageId = useId();
  const Title = level === 1 ? 'h1' : 'h2';
  const Section = level === 1 ? 'h2' : 'h3';
  const shop = useConfig().data?.shop;
  const sellerLines = slipSellerLines(useSeller().data);
  const recipient = slipRecipient(order);
  const date = order.createdAt;
  const prices = slipShowsPrices(order);
  return (
    <article
      aria-label={level === 1 ? 'Packing slip' : `Packing slip ${orderNumberLabel(order)}`}
      data-testid="packing-slip"
      className={`mx-auto max-w-[210mm] rounded-2xl bg-white p-6 text-stone-900 shadow-sm ring-1 ring-stone-200 sm:p-10 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0 ${className}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-stone-800 pb-4">
        <div>
          <p className="font-display text-2xl font-extrabold">{shop?.name || 'Tokri'}</p>
          {sellerLines.map((line) => (
            <p key={line} data-testid="slip-seller" className="text-sm font-semibold">
              {line}
            </p>
          ))}
          {shop?.address && <p className="text-sm">{shop.address}</p>}
          <p className="text-sm">{[shop?.phone, shop?.email].filter(Boolean).join(' · ')}</p>
        </div>
        <div className="sm:text-right print:text-right">
          <Title className="text-lg font-bold tracking-wide uppercase">Packing slip</Title>
          <p className="text-sm">
            Order <span className="font-bold tabular-nums">{orderNumberLabel(order)}</span>
          </p>
          {date && <p className="text-sm">{formatDateTime(date)}</p>}
        </div>
      </header>
      <section aria-labelledby={toId} className="mt-5">
        <Section id={toId} className="text-xs font-bold tracking-wide text-stone-600 uppercase">
          Deliver to
        </Section>
        <address data-testid="slip-recipient" className="mt-1 leading-relaxed not-italic">
          <span className="block text-lg font-bold">{recipient.name}</span>
          {recipient.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block">Mobile: {recipient.mobile}</span>
        </address>
        {order.delivery && (
          <p data-testid="slip-delivery" className="mt-2 text-sm font-semibold">
            Delivery: {formatDeliverySlot(order.delivery)}
          </p>
        )}
      </section>
      <SlipItems order={order} prices={prices} />
      {order.gift?.message && (
        <section
          aria-labelledby={messageId}
          className="mt-8 break-inside-avoid rounded-2xl border-2 border-dashed border-stone-700 p-6 text-center"
        >
          <Section id={messageId} className="text-xs font-bold tracking-widest text-stone-600 uppercase">
            A gift for you
          </Section>
          <p data-testid="slip-message" className="mt-3 font-display text-xl leading-relaxed break-words whitespace-pre-line">
            {order.gift.message}
          </p>
          {order.gift.senderName && (
            <p data-testid="slip-sender" className="mt-3 font-semibold">
              From {order.gift.senderName}
            </p>
          )}
        </section>
      )}
      <p className="mt-8 text-center text-xs text-stone-600">Thank you for choosing {shop?.name || 'Tokri'}.</p>
    </article>
  );
}
