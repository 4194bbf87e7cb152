// Days without deliveries (festivals, holidays): close one with a note, or open it again.
import { CalendarX, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatDeliveryDay } from '@/lib/format/date';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/ui/text-field';
import { useCloseDate } from '../api/close-date';
import type { ClosedDate } from '../api/get-delivery-settings';
import { useReopenDate } from '../api/reopen-date';
import { failure, Problem } from './admin-parts';

export function ClosedDates({ closed, today }: { closed: ClosedDate[]; today: string }) {
  const id = useId();
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = useCloseDate();
  const reopen = useReopenDate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    close.mutate(
      { date, note },
      {
        onSuccess: (day) => {
          setDate('');
          setNote('');
          toast.success(`No deliveries on ${formatDeliveryDay(day.date)}`);
        },
        onError: (e) => setError(failure(e, 'Could not close the day.')),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="card p-4">
      <h2 id={`${id}-heading`} className="font-display text-lg font-bold">
        Closed days
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">No slot can be chosen on these days. Orders already placed keep theirs.</p>
      <form onSubmit={submit} className="mt-3 grid grid-cols-2 items-end gap-3 sm:grid-cols-[10rem_1fr_auto]">
        <TextField dense label="Day" type="date" required min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        <TextField dense label="Note (optional)" maxLength={100} value={note} onChange={(e) => setNote(e.target.value)} placeholder="e.g. Diwali" />
        <button type="submit" className="btn btn-outline col-span-2 sm:col-span-1" disabled={close.isPending}>
          <CalendarX aria-hidden="true" className="size-4" />
          Close day
        </button>
      </form>
      {error && (
        <div className="mt-3">
          <Problem>{error}</Problem>
        </div>
      )}
      {closed.length > 0 && (
        <ul aria-label="Closed days" className="mt-4 divide-y divide-stone-100 dark:divide-stone-800">
          {closed.map((day) => (
            <li key={day.date} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-semibold">{formatDeliveryDay(day.date)}</span>
                {day.note && <span className="text-stone-600 dark:text-stone-400"> · {day.note}</span>}
              </span>
              <button
                type="button"
                className="btn btn-outline px-3 py-1 text-xs"
                onClick={() => reopen.mutate(day.date, { onError: (e) => setError(failure(e, 'Could not open the day.')) })}
              >
                <Undo2 aria-hidden="true" className="size-3.5" />
                Open again
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
