// The PIN code check's answer in the customer's words (issue 26): "Delivering to 411001 · next slot
// tomorrow 7–11 am" when the shop delivers there, "We deliver to 411001–411062 and 560001." when not.
import { dayWords, slotWords } from '@/lib/format/date';

interface Answer {
  pincode: string;
  earliest?: { date: string; label: string } | null;
}

/** The next slot counted from `today` (IST, `YYYY-MM-DD`): 'tomorrow 7–11 am', 'Sat 28 Nov, 5–9 pm'. */
export function nextSlotWords(earliest: { date: string; label: string }, today: string): string {
  const day = dayWords(earliest.date, today);
  const slot = slotWords(earliest.label);
  return day === 'Today' || day === 'Tomorrow' ? `${day.toLowerCase()} ${slot}` : `${day}, ${slot}`;
}

/** A served PIN code's line: 'Delivering to 411001 · next slot tomorrow 7–11 am' (no slot part without one). */
export function servedLine(answer: Answer, today: string): string {
  const head = `Delivering to ${answer.pincode}`;
  return answer.earliest ? `${head} · next slot ${nextSlotWords(answer.earliest, today)}` : head;
}

/** Where the shop does deliver, as a sentence, or null when the server named no areas. */
export function servedAreasLine(servedAreas: string | null | undefined): string | null {
  const areas = servedAreas?.trim();
  return areas ? `We deliver to ${areas}.` : null;
}
