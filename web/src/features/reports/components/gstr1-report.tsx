// The GSTR-1 report: a month (last month by default), its summary, the GST offline tool's import
// file, and each table as CSV. A shop without a GSTIN (the server answers 409) is told so, with the
// way to the business settings where the GSTIN is set.
import { useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { getGstr1PortalJson, getGstr1TableCsv } from '../api/get-gstr1-files';
import { isNotRegistered, LOAD_FAILED, useGstr1Summary } from '../api/get-gstr1-summary';
import { isMonth, monthWords } from '../lib/gstr1';
import { previousMonth } from '../lib/report-dates';
import { FileButton } from './file-button';
import { Gstr1SummaryView } from './gstr1-summary';
import { ReportSection } from './report-section';

/** Where the shop's GSTIN is set. */
export const BUSINESS_SETTINGS = '/admin/invoice-settings';

function NotRegistered({ message }: { message: string }) {
  return (
    <Notice tone="info">
      <p>{message}</p>
      <p className="mt-2">
        <Link to={BUSINESS_SETTINGS} className="font-semibold underline underline-offset-2 hover:no-underline">
          Set the shop’s GSTIN in Business &amp; invoices
        </Link>
      </p>
    </Notice>
  );
}

function Gstr1Body({ month }: { month: string }) {
  const summary = useGstr1Summary(month);
  if (!isMonth(month)) {
    return <p className="text-sm text-stone-600 dark:text-stone-400">Choose a month to see its GSTR-1.</p>;
  }
  if (summary.isPending) return <Loading label="Loading the GSTR-1 summary..." />;
  if (summary.isError) {
    return isNotRegistered(summary.error) ? (
      <NotRegistered message={summary.error.message} />
    ) : (
      <Notice tone="error">{summary.error.message || LOAD_FAILED}</Notice>
    );
  }
  const data = summary.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 border-b border-stone-200 pb-5 sm:flex-row sm:items-center sm:justify-between dark:border-stone-800">
        <p className="text-sm text-stone-700 dark:text-stone-300">
          <span className="font-semibold text-stone-900 dark:text-stone-50">{monthWords(data.month)}</span> · GSTIN{' '}
          <span className="font-mono break-all">{data.gstin}</span> · return period <span className="font-mono">{data.fp}</span>
        </p>
        <FileButton fetchFile={() => getGstr1PortalJson(data.month)} className="btn btn-primary w-full px-5 sm:w-auto">
          Download GSTR-1 JSON for the offline tool
        </FileButton>
      </div>
      <Gstr1SummaryView summary={data} fetchTable={(table) => getGstr1TableCsv(data.month, table)} />
    </div>
  );
}

export function Gstr1Report({ today }: { today: string }) {
  const [month, setMonth] = useState(() => previousMonth(today));
  return (
    <ReportSection
      title="GSTR-1"
      note="Your sales for the month's GST return: the totals, each table as CSV, and the JSON file to import into the GST offline tool."
    >
      <div className="space-y-6">
        <TextField
          type="month"
          name="month"
          label="Month"
          value={month}
          max={today.slice(0, 7)}
          onChange={(e) => setMonth(e.target.value)}
          hint="The month the invoices were issued in (YYYY-MM)."
          className="w-full sm:w-56"
        />
        <Gstr1Body month={month} />
      </div>
    </ReportSection>
  );
}
