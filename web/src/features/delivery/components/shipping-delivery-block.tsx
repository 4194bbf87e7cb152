// The live part of the Shipping & delivery page: the shop's delivery slots and same-day cut-off
// as set in admin, the days it does not deliver in the next two weeks, and the "Check delivery"
// box for the customer's PIN code. Composed into the page by its route module.
import { CalendarX, Clock } from 'lucide-react';
import { formatDeliveryDay } from '@/lib/format/date';
import { useDeliverySlots } from '../api/get-delivery-slots';
import { PincodeCheck } from './pincode-check';

export function ShippingDeliveryBlock() {
  const calendar = useDeliverySlots().data;
  // The slots are the same every day: the first day lists them all.
  const slots = calendar?.days[0]?.slots ?? [];
  const closed = calendar?.days.filter((d) => d.closed).map((d) => d.date) ?? [];
  return (
    <div className="space-y-5">
      {calendar?.required && slots.length > 0 && (
        <div>
          <h2 className="flex items-center gap-2 font-display text-xl font-bold">
            <Clock aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
            Delivery slots
          </h2>
          <p className="mt-2 text-stone-700 dark:text-stone-300">
            Choose a day and a slot at checkout, up to two weeks ahead. Same-day delivery is open until{' '}
            <strong>{calendar.cutoff}</strong> (IST).
          </p>
          <ul aria-label="Delivery slots" className="mt-3 flex flex-wrap gap-2">
            {slots.map((s) => (
              <li
                key={s.slotId}
                className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
              >
                {s.label}
              </li>
            ))}
          </ul>
          {closed.length > 0 && (
            <p className="mt-3 flex items-start gap-2 text-sm text-stone-700 dark:text-stone-300">
              <CalendarX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              No deliveries on {closed.map(formatDeliveryDay).join(', ')}.
            </p>
          )}
        </div>
      )}
      <PincodeCheck />
    </div>
  );
}
