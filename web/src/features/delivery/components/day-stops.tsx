// A slot's deliveries on the owner's day sheet (issue 26 part 6): one table that reads as cards
// on a phone (each row a block) and as a table from 1024 px. Plain markup: a day can hold hundreds.
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { slotWords } from '@/lib/format/date';
import type { DeliveryStop, SlotStops } from '../api/get-day-sheet';
import { addressLines, cashLabel, itemLine } from '../lib/day-sheet';

const head = 'px-3 py-2.5 text-left text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400';
const cell = 'block px-0 py-1 align-top lg:table-cell lg:px-3 lg:py-3';

/** A slot's heading: "7–11 am", or what orders without a slot are. */
export function slotTitle(slot: Pick<SlotStops, 'label'>): string {
  return slot.label.trim() ? slotWords(slot.label) : 'No slot chosen';
}

function StopRow({ stop }: { stop: DeliveryStop }) {
  const due = stop.codToCollect != null && stop.codToCollect > 0;
  return (
    <tr
      data-testid="delivery-stop"
      className="mb-3 block rounded-2xl bg-white p-4 ring-1 ring-stone-200 lg:mb-0 lg:table-row lg:rounded-none lg:p-0 lg:ring-0 dark:bg-stone-900 dark:ring-stone-800"
    >
      <th scope="row" className={`${cell} text-left`}>
        <Link to={`/admin/orders/${stop.orderId}`} className="font-bold text-emerald-800 tabular-nums hover:underline dark:text-emerald-300">
          #{stop.orderNumber}
        </Link>
      </th>
      <td className={cell}>
        <span className="block font-semibold break-words">{stop.recipientName}</span>
        <a href={`tel:${stop.mobile}`} className="text-sm text-emerald-800 tabular-nums hover:underline dark:text-emerald-300">
          {stop.mobile}
        </a>
      </td>
      <td className={`${cell} text-sm break-words`}>
        {addressLines(stop.address).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </td>
      <td className={`${cell} text-sm`}>
        <ul>
          {stop.items.map((item, index) => (
            <li key={`${item.productId}-${index}`}>{itemLine(item)}</li>
          ))}
        </ul>
      </td>
      <td className={cell}>
        <span
          data-testid="stop-cash"
          className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-bold whitespace-nowrap ${
            due ? 'bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100' : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
          }`}
        >
          {cashLabel(stop.codToCollect)}
        </span>
      </td>
      <td className={`${cell} text-sm`}>
        {stop.gift && (
          <div data-testid="stop-gift" className="break-words">
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-800 dark:text-emerald-300">
              <Gift aria-hidden="true" className="size-4" /> Gift
            </span>
            {stop.giftMessage && <span className="block italic whitespace-pre-line">“{stop.giftMessage}”</span>}
            {stop.giftFrom && <span className="block">From {stop.giftFrom}</span>}
          </div>
        )}
      </td>
    </tr>
  );
}

export function SlotSection({ slot }: { slot: SlotStops }) {
  const title = slotTitle(slot);
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="font-display text-xl font-bold text-stone-900 dark:text-stone-50">
        {title} <span className="text-base font-semibold text-stone-600 dark:text-stone-400">· {slot.orders.length}</span>
      </h2>
      <table className="mt-3 block w-full lg:table lg:overflow-hidden lg:rounded-2xl lg:bg-white lg:ring-1 lg:ring-stone-200 dark:lg:bg-stone-900 dark:lg:ring-stone-800">
        <caption className="sr-only">Deliveries {title}</caption>
        <thead className="hidden border-b border-stone-200 lg:table-header-group dark:border-stone-800">
          <tr>
            <th scope="col" className={head}>Order</th>
            <th scope="col" className={head}>Recipient</th>
            <th scope="col" className={head}>Address</th>
            <th scope="col" className={head}>Items</th>
            <th scope="col" className={head}>Cash</th>
            <th scope="col" className={head}>Gift</th>
          </tr>
        </thead>
        <tbody className="block lg:table-row-group lg:divide-y lg:divide-stone-200 dark:lg:divide-stone-800">
          {slot.orders.map((stop) => (
            <StopRow key={stop.orderId} stop={stop} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
