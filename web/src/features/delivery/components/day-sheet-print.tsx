// The printed day sheet (issue 26 part 6): the day's list, then each order's packing slip on a
// page of its own, in the packing slip's look. Only on paper (`hidden print:block`); plain markup
// so a day of 200 orders renders at once.
import { useConfig } from '@/lib/api/get-config';
import { formatDeliveryDay } from '@/lib/format/date';
import { formatMoney, formatPrice } from '@/lib/format/money';
import { lineSubtotal } from '@/lib/order-display';
import type { DaySheet, DeliveryStop } from '../api/get-day-sheet';
import { addressLines, cashLabel, daySummary, itemLine } from '../lib/day-sheet';
import { slotTitle } from './day-stops';

const th = 'border-b-2 border-stone-800 py-1.5 pr-2 text-left text-xs font-bold tracking-wide uppercase';
const td = 'border-b border-stone-300 py-1.5 pr-2 align-top';

function DayList({ sheet, day }: { sheet: DaySheet; day: string }) {
  return (
    <section data-testid="print-day-list">
      <h1 className="font-display text-2xl font-extrabold">Deliveries · {day}</h1>
      <p className="text-sm">{daySummary(sheet.count, sheet.codToCollect)}</p>
      {sheet.slots.map((slot) => (
        <table key={slot.slotId || 'none'} className="mt-4 w-full text-xs">
          <caption className="pb-1 text-left text-base font-bold">{slotTitle(slot)}</caption>
          <thead>
            <tr>
              <th className={th}>Order</th>
              <th className={th}>Deliver to</th>
              <th className={th}>Items</th>
              <th className={th}>Cash</th>
            </tr>
          </thead>
          <tbody>
            {slot.orders.map((stop) => (
              <tr key={stop.orderId} className="break-inside-avoid">
                <td className={`${td} font-bold whitespace-nowrap`}>
                  #{stop.orderNumber}
                  {stop.gift && <span className="block font-semibold">Gift</span>}
                </td>
                <td className={td}>
                  {stop.recipientName} · {stop.mobile}
                  <br />
                  {addressLines(stop.address).join(', ')}
                </td>
                <td className={td}>{stop.items.map(itemLine).join('; ')}</td>
                <td className={`${td} font-bold whitespace-nowrap`}>{cashLabel(stop.codToCollect)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

function Slip({ stop, day, slot, shop }: { stop: DeliveryStop; day: string; slot: string; shop: string }) {
  const prices = stop.showPrices;
  return (
    <article data-testid="print-slip" aria-label={`Packing slip #${stop.orderNumber}`} className="break-before-page text-stone-900">
      <header className="flex items-start justify-between gap-4 border-b-2 border-stone-800 pb-3">
        <p className="font-display text-2xl font-extrabold">{shop}</p>
        <div className="text-right">
          <p className="text-lg font-bold tracking-wide uppercase">Packing slip</p>
          <p className="text-sm">
            Order <b className="tabular-nums">#{stop.orderNumber}</b>
          </p>
          <p className="text-sm font-semibold">
            {day}, {slot}
          </p>
        </div>
      </header>
      <p className="mt-4 text-xs font-bold tracking-wide text-stone-600 uppercase">Deliver to</p>
      <address className="mt-1 leading-relaxed not-italic">
        <b className="block text-lg">{stop.recipientName}</b>
        {addressLines(stop.address).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">Mobile: {stop.mobile}</span>
      </address>
      <table className="mt-5 w-full text-sm">
        <thead>
          <tr>
            <th className={th}>Item</th>
            <th className={`${th} text-right`}>Qty</th>
            {prices && <th className={`${th} text-right`}>Price</th>}
            {prices && <th className={`${th} text-right`}>Amount</th>}
          </tr>
        </thead>
        <tbody>
          {stop.items.map((item, index) => (
            <tr key={`${item.productId}-${index}`} data-testid="print-slip-item">
              <td className={`${td} font-semibold`}>
                {item.name}
                {item.variantLabel && <span className="font-normal"> · {item.variantLabel}</span>}
              </td>
              <td className={`${td} text-right tabular-nums`}>{item.qty}</td>
              {prices && <td className={`${td} text-right tabular-nums`}>{formatPrice(item.price)}</td>}
              {prices && <td className={`${td} text-right tabular-nums`}>{formatMoney(lineSubtotal(item.price, item.qty))}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {prices && <p className="mt-2 text-right font-bold tabular-nums">Total {formatMoney(stop.total)}</p>}
      {stop.gift && stop.giftMessage && (
        <section className="mt-8 break-inside-avoid rounded-2xl border-2 border-dashed border-stone-700 p-6 text-center">
          <p className="text-xs font-bold tracking-widest text-stone-600 uppercase">A gift for you</p>
          <p className="mt-3 font-display text-xl leading-relaxed break-words whitespace-pre-line">{stop.giftMessage}</p>
          {stop.giftFrom && <p className="mt-3 font-semibold">From {stop.giftFrom}</p>}
        </section>
      )}
      <p className="mt-8 text-center text-xs text-stone-600">Thank you for choosing {shop}.</p>
    </article>
  );
}

export function DaySheetPrint({ sheet }: { sheet: DaySheet }) {
  const shop = useConfig().data?.shop?.name || 'Tokri';
  const day = formatDeliveryDay(sheet.date);
  return (
    <div data-testid="print-sheet" className="hidden bg-white text-stone-900 print:block">
      <style>{'@page { margin: 12mm; }'}</style>
      <DayList sheet={sheet} day={day} />
      {sheet.slots.map((slot) =>
        slot.orders.map((stop) => <Slip key={stop.orderId} stop={stop} day={day} slot={slotTitle(slot)} shop={shop} />),
      )}
    </div>
  );
}
