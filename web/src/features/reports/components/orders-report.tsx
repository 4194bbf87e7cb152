// The orders report: every order placed between two IST days (both included) as one CSV file, a
// row per order. The server checks the range (from after to, more than 366 days) and its
// refusal shows under the form.
import { Download, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { Notice } from '@/components/ui/notice';
import { saveFile } from '@/lib/api/download';
import { ORDERS_FAILED, getOrdersReport } from '../api/get-orders-report';
import { firstOfMonth } from '../lib/report-dates';
import { ReportSection } from './report-section';

export const CHOOSE_DATES = 'Choose the first and the last day of the orders.';

export function OrdersReport({ today }: { today: string }) {
  const noteId = useId();
  const [from, setFrom] = useState(() => firstOfMonth(today));
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!from || !to) {
      setError(CHOOSE_DATES);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      saveFile(await getOrdersReport(from, to));
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : ORDERS_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReportSection
      title="Orders"
      noteId={noteId}
      note="A CSV file with one row per order placed on those days (India time, both days included): its items, amounts, payment, delivery and invoice number."
    >
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Orders report" aria-describedby={noteId} className="space-y-4">
        <div className="flex flex-wrap items-end gap-4">
          <TextField
            type="date"
            name="from"
            label="From"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            required
            className="w-full sm:w-48"
          />
          <TextField
            type="date"
            name="to"
            label="To"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            required
            className="w-full sm:w-48"
          />
          <button type="submit" disabled={busy} aria-busy={busy} className="btn btn-primary w-full px-5 sm:w-auto">
            {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Download aria-hidden="true" className="size-4" />}
            Download orders (CSV)
          </button>
        </div>
        {error && (
          <Notice tone="error" bodyAs="p">
            {error}
          </Notice>
        )}
      </form>
    </ReportSection>
  );
}
