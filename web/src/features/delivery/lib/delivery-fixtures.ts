// Calendars and PIN code answers as the server sends them, for the delivery feature's tests.
import type { DeliveryCalendar, SlotOnDay } from '../api/get-delivery-slots';

const HOURS: Record<string, [string, string, string]> = {
  a: ['7–11', '07:00', '11:00'],
  b: ['11–15', '11:00', '15:00'],
  c: ['17–21', '17:00', '21:00'],
};

export function slot(slotId: 'a' | 'b' | 'c', state: SlotOnDay['state'], left = state === 'open' ? 20 : 0): SlotOnDay {
  const [label, start, end] = HOURS[slotId] ?? ['', '', ''];
  return { slotId, label, start, end, state, left };
}

/** Wednesday 25 November 2026 after the cut-off: tomorrow's morning has 2 places, its midday is full, Friday is closed. */
export function calendar(): DeliveryCalendar {
  return {
    required: true,
    cutoff: '12:00',
    today: '2026-11-25',
    days: [
      { date: '2026-11-25', closed: false, slots: [slot('a', 'past'), slot('b', 'past'), slot('c', 'past')] },
      { date: '2026-11-26', closed: false, slots: [slot('a', 'open', 2), slot('b', 'full'), slot('c', 'open')] },
      { date: '2026-11-27', closed: true, slots: [slot('a', 'closed'), slot('b', 'closed'), slot('c', 'closed')] },
      { date: '2026-11-28', closed: false, slots: [slot('a', 'open'), slot('b', 'open'), slot('c', 'open')] },
    ],
  };
}

export function served(pincode: string, extraFee = 0) {
  return {
    pincode,
    served: true,
    extraFee,
    earliest: { date: '2026-11-26', slotId: 'a', label: '7–11' },
    message: `Delivers to ${pincode} — earliest tomorrow 7–11`,
  };
}

export function unserved(pincode: string) {
  return { pincode, served: false, extraFee: 0, earliest: null, message: `We don't deliver to ${pincode} yet` };
}
