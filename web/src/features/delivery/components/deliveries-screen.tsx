// The owner's morning (issue 26 part 6): a day's deliveries by slot — who, where, what, the cash to
// collect and gifts — with the day in the address (`?date=`, today in IST by default), and the
// day sheet with every packing slip to print.
import { ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDeliveryDay, istToday } from '@/lib/format/date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DAY_SHEET_FAILED, useDaySheet } from '../api/get-day-sheet';
import { daySummary, sheetDate, shiftDay } from '../lib/day-sheet';
import { failure, Pending, Problem } from './admin-parts';
import { DaySheetPrint } from './day-sheet-print';
import { SlotSection } from './day-stops';

const navButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-700';

interface DayPickerProps {
  date: string;
  today: string;
  onChange: (date: string) => void;
  onMove: (days: number) => void;
}

function DayPicker({ date, today, onChange, onMove: move }: DayPickerProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <button type="button" onClick={() => move(-1)} className={navButton} aria-label="Previous day">
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <label className="flex flex-col text-sm font-semibold text-stone-700 dark:text-stone-300">
        Day
        <input
          type="date"
          value={date}
          onChange={(event) => event.target.value && onChange(event.target.value)}
          className="mt-1 h-11 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        />
      </label>
      <button type="button" onClick={() => move(1)} className={navButton} aria-label="Next day">
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      {date !== today && (
        <button type="button" onClick={() => onChange(today)} className="btn btn-outline h-11 px-4">
          Today
        </button>
      )}
    </div>
  );
}

export function DeliveriesScreen() {
  useDocumentTitle('Deliveries', 'admin');
  const today = istToday();
  const [params, setParams] = useSearchParams();
  // The day lives here (quick taps on the arrows each count) and is mirrored in the address.
  const [date, setDay] = useState(() => sheetDate(params.get('date'), today));
  const sheet = useDaySheet(date);
  const data = sheet.data?.date === date ? sheet.data : undefined;
  const moveDay = (days: number) => setDay((last) => shiftDay(last, days) ?? today);
  const shown = sheetDate(params.get('date'), today);
  useEffect(() => {
    if (shown !== date) setParams(date === today ? {} : { date }, { replace: true });
  }, [date, shown, today, setParams]);
  return (
    <>
      <div className="print:hidden">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">Deliveries</h1>
            <p className="mt-1 text-stone-600 dark:text-stone-400">{formatDeliveryDay(date)}: what goes out, where, and the cash to collect.</p>
          </div>
          <button type="button" onClick={() => window.print()} disabled={!data || data.count === 0} className="btn btn-primary">
            <Printer aria-hidden="true" className="size-4" />
            Print day sheet
          </button>
        </div>
        <DayPicker date={date} today={today} onChange={setDay} onMove={moveDay} />
        {sheet.isError ? (
          <div className="mt-6">
            <Problem>{failure(sheet.error, DAY_SHEET_FAILED)}</Problem>
          </div>
        ) : !data ? (
          <Pending label="Loading deliveries..." />
        ) : data.count === 0 ? (
          <p data-testid="deliveries-empty" className="mt-8 rounded-2xl bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-800">
            No deliveries on {formatDeliveryDay(date)}.
          </p>
        ) : (
          <>
            <p data-testid="deliveries-summary" className="mt-5 text-lg font-semibold text-stone-900 dark:text-stone-100">
              {daySummary(data.count, data.codToCollect)}
            </p>
            {data.truncated && <Problem>The day has more orders than one sheet lists: the rest are not shown.</Problem>}
            {data.slots.map((slot) => (
              <SlotSection key={slot.slotId || 'none'} slot={slot} />
            ))}
          </>
        )}
      </div>
      {data && data.count > 0 && <DaySheetPrint sheet={data} />}
    </>
  );
}
