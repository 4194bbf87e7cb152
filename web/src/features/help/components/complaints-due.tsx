// The admin dashboard's line about complaints (issue 28 part 3): how many are overdue and open,
// linking to the list; nothing while none is open.
import { MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { useTicketSummary } from '../api/admin-tickets';
import { complaintsCount } from '../lib/help-text';

export function ComplaintsDue() {
  const summary = useTicketSummary();
  if (!summary.data || summary.data.open <= 0) return null;
  const { open, overdue } = summary.data;
  return (
    <section
      aria-labelledby="dash-complaints"
      data-testid="dashboard-complaints"
      className={`card flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6 ${overdue > 0 ? 'border-2 border-red-300 dark:border-red-800' : ''}`}
    >
      <div>
        <h2 id="dash-complaints" className="flex items-center gap-2 font-display text-lg font-bold">
          <MessageSquareWarning aria-hidden="true" className="size-5 text-orange-600 dark:text-orange-400" />
          Complaints
        </h2>
        <p className="mt-1 text-sm">
          <span className={overdue > 0 ? 'font-bold text-red-800 dark:text-red-200' : 'font-semibold'}>{complaintsCount(overdue, 'overdue')}</span>
          <span className="text-stone-600 dark:text-stone-400"> · {complaintsCount(open, 'open')}</span>
        </p>
      </div>
      <Link to="/admin/complaints" className="btn btn-outline min-h-11">
        View complaints
      </Link>
    </section>
  );
}
