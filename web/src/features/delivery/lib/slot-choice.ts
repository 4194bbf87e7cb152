// Which day and slot the checkout offers first, and whether a choice still holds after the
// calendar was fetched again (a slot can fill up while the customer looks).
import type { DeliveryChoice } from '@/lib/delivery';
import type { DeliveryCalendar, DeliveryDay } from '../api/get-delivery-slots';

/** Whether a day has a slot that can be chosen. */
export function hasOpenSlot(day: DeliveryDay): boolean {
  return day.slots.some((slot) => slot.state === 'open');
}

/** The first open slot in the window, or null (none free: the checkout says so). */
export function earliestChoice(calendar: DeliveryCalendar): DeliveryChoice | null {
  for (const day of calendar.days) {
    const slot = day.slots.find((s) => s.state === 'open');
    if (slot) return { date: day.date, slotId: slot.slotId };
  }
  return null;
}

/**
 * The checkout's preselection (issue 26): the customer's last slot (by id, remembered on the
 * device) on the first day it is open, or null when there is none or it is no longer offered, so
 * that the customer chooses rather than getting a slot they never saw.
 */
export function rememberedChoice(calendar: DeliveryCalendar, slotId: string | null): DeliveryChoice | null {
  if (!slotId) return null;
  for (const day of calendar.days) {
    if (day.slots.some((s) => s.slotId === slotId && s.state === 'open')) return { date: day.date, slotId };
  }
  return null;
}

/** Whether `choice` is still open in `calendar`. */
export function isOpen(calendar: DeliveryCalendar, choice: DeliveryChoice | null): boolean {
  if (!choice) return false;
  const day = calendar.days.find((d) => d.date === choice.date);
  return day?.slots.some((s) => s.slotId === choice.slotId && s.state === 'open') ?? false;
}

/** The day tab's first line: 'Today', 'Tomorrow' or the weekday (`weekday`). */
export function dayHeading(calendar: DeliveryCalendar, date: string, weekday: string): string {
  if (date === calendar.days[0]?.date) return 'Today';
  if (date === calendar.days[1]?.date) return 'Tomorrow';
  return weekday;
}
