// The delivery day and slot choice: 14 day chips, then the chosen day's slots. Both are radio
// groups; closed or full days and slots that are full or too late are shown, disabled. Slots are
// written in 12-hour words ('5–9 pm') and days as in India ('Sat 28 Nov'), as people say them
// (issue 26).
import { useId } from 'react';
import type { DeliveryChoice } from '@/lib/delivery';
import { dayChipParts, shortDay, slotWords } from '@/lib/format/date';
import type { DeliveryCalendar, SlotOnDay } from '../api/get-delivery-slots';
import { dayHeading, hasOpenSlot } from '../lib/slot-choice';

interface SlotPickerProps {
  calendar: DeliveryCalendar;
  day: string;
  onDay: (date: string) => void;
  choice: DeliveryChoice | null;
  onChoose: (choice: DeliveryChoice) => void;
  /** The id of a text describing the slot choice (the prompt to choose one). */
  describedBy?: string | undefined;
}

const chip =
  'relative flex cursor-pointer flex-col items-center rounded-xl border px-3 py-2 text-center text-sm transition-colors has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:checked]:text-emerald-950 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-55 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950/60 dark:has-[:checked]:text-emerald-50';
const idle = 'border-stone-300 bg-white hover:border-emerald-600 dark:border-stone-700 dark:bg-stone-900';

function slotNote(slot: SlotOnDay): string {
  switch (slot.state) {
    case 'full':
      return 'Full';
    case 'closed':
      return 'Closed';
    case 'past':
      return 'Too late today';
    default:
      return slot.left <= 3 ? `${slot.left} left` : 'Available';
  }
}

export function SlotPicker({ calendar, day, onDay, choice, onChoose, describedBy }: SlotPickerProps) {
  const id = useId();
  const shown = calendar.days.find((d) => d.date === day) ?? calendar.days[0];
  return (
    <div className="space-y-5">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">Delivery day</legend>
        {/* Zero width, stretched to the card: the 14 days scroll sideways instead of widening the page. */}
        <div className="flex w-0 min-w-full gap-2 overflow-x-auto p-1">
          {calendar.days.map((d) => {
            const [weekday, monthDay] = dayChipParts(d.date);
            const note = d.closed ? 'Closed' : hasOpenSlot(d) ? null : d.slots.some((s) => s.state === 'full') ? 'Full' : 'Too late';
            return (
              <label key={d.date} className={`${chip} ${idle} min-w-20 shrink-0`}>
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={d.date}
                  checked={shown?.date === d.date}
                  disabled={note !== null}
                  onChange={() => onDay(d.date)}
                  className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <span className="font-bold">{dayHeading(calendar, d.date, weekday)}</span>
                <span className="text-xs text-stone-600 dark:text-stone-400">{monthDay}</span>
                {note && <span className="text-xs font-semibold">{note}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      {shown && (
        <fieldset className="min-w-0" aria-describedby={describedBy}>
          <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">
            Time slot on {shortDay(shown.date)} <span className="font-normal text-stone-600 dark:text-stone-400">(IST)</span>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {shown.slots.map((slot) => (
              <label key={slot.slotId} className={`${chip} ${idle}`}>
                <input
                  type="radio"
                  name={`${id}-slot`}
                  value={slot.slotId}
                  checked={choice?.date === shown.date && choice.slotId === slot.slotId}
                  disabled={slot.state !== 'open'}
                  data-slot-radio=""
                  onChange={() => onChoose({ date: shown.date, slotId: slot.slotId })}
                  className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <span className="font-bold tabular-nums">{slotWords(slot.label)}</span>
                <span className="text-xs">{slotNote(slot)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
