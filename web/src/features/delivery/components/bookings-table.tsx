// The next 14 days at a glance: places taken in each slot, full and closed days marked.
import { formatDeliveryDay } from '@/lib/format/date';
import type { BookingDay, DeliverySlot } from '../api/get-delivery-settings';
import { headClass } from './admin-parts';

export function BookingsTable({ days, slots }: { days: BookingDay[]; slots: DeliverySlot[] }) {
  if (slots.length === 0) return null;
  return (
    <section aria-labelledby="bookings-heading" className="card overflow-hidden">
      <div className="p-4 pb-2">
        <h2 id="bookings-heading" className="font-display text-lg font-bold">
          Next 14 days
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">Orders holding a place (unpaid ones too, until they expire) out of each slot&apos;s capacity.</p>
      </div>
      {/* With many slots the table scrolls sideways on its own (the day column stays put), never the
          page; the keyboard reaches the scroll through the region's tab stop. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div role="region" aria-label="Places taken per day and slot" tabIndex={0} className="relative overflow-x-auto focus-visible:-outline-offset-4">
        <table className="w-full text-sm whitespace-nowrap">
          <caption className="sr-only">Places taken per day and slot</caption>
          <thead className="border-b border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-900/60">
            <tr>
              <th scope="col" className={`${headClass} sticky left-0 bg-stone-50 dark:bg-stone-900`}>
                Day
              </th>
              {slots.map((slot) => (
                <th key={slot._id} scope="col" className={`${headClass} text-right`}>
                  {slot.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {days.map((day) => (
              <tr key={day.date} data-testid="bookings-day">
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-semibold whitespace-nowrap dark:bg-stone-900">
                  {formatDeliveryDay(day.date)}
                  {day.closed && <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs dark:bg-stone-700">Closed</span>}
                </th>
                {slots.map((slot) => {
                  const cell = day.slots.find((s) => s.slotId === slot._id);
                  const full = cell?.state === 'full';
                  return (
                    <td
                      key={slot._id}
                      className={`px-3 py-2 text-right tabular-nums ${full ? 'font-bold text-orange-800 dark:text-orange-300' : ''}`}
                    >
                      {cell ? `${cell.booked} / ${cell.capacity}` : '—'}
                      {full && <span className="sr-only"> (full)</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
