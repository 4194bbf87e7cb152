// The admin dashboard's line "N data requests pending" (with the overdue ones), linking to the
// list; nothing while none is pending.
import { ChevronRight, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useDataRequestSummary } from '../api/data-requests';
import { pendingRequestsText } from '../lib/privacy-text';

export function DataRequestsPending() {
  const summary = useDataRequestSummary();
  const pending = summary.data?.pending ?? 0;
  if (pending <= 0) return null;
  const overdue = summary.data?.overdue ?? 0;
  return (
    <Link
      to="/admin/data-requests"
      className={`card flex min-h-11 items-center gap-3 px-5 py-3 font-semibold transition-shadow hover:shadow-md ${
        overdue > 0 ? 'border-2 border-red-300 text-red-800 dark:border-red-800 dark:text-red-200' : 'text-stone-900 dark:text-stone-100'
      }`}
    >
      <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1">
        {pendingRequestsText(pending)}
        {overdue > 0 && <span className="font-bold">, {overdue} overdue</span>}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-stone-400" />
    </Link>
  );
}
