// Reports (admin): files for the accountant and the GST return — the orders of a range of days as
// CSV, and a month's GSTR-1 (its summary, each table as CSV and the offline tool's JSON). Dates
// are India time: the orders default to this month so far, the GSTR-1 to last month.
import { istToday } from '@/lib/format/date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Gstr1Report } from './gstr1-report';
import { OrdersReport } from './orders-report';

const TITLE = 'Reports';

export function ReportsScreen() {
  useDocumentTitle(TITLE, 'admin');
  const today = istToday();
  return (
    <>
      <div className="mb-6">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
        <p className="mt-1 max-w-3xl text-stone-600 dark:text-stone-400">
          Your orders as a spreadsheet, and the figures and files for the monthly GST return.
        </p>
      </div>
      <div className="space-y-6">
        <OrdersReport today={today} />
        <Gstr1Report today={today} />
      </div>
    </>
  );
}
