// Admin: the complaints (issue 28 part 3), not-closed ones first by default, newest first. Each
// shows its number, when it came, the customer, the order, the topic, the status and the next
// deadline; an overdue one says "Overdue" in words. More load a page at a time ("Load more").
import { ChevronRight, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { SelectField } from '@/components/ui/text-field';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ADMIN_LIST_FAILED, useAdminTickets } from '../api/admin-tickets';
import { adminDue, FILTER_LABELS, formatIst, orderLabel, topicLabel } from '../lib/help-text';
import type { HelpTicket, TicketFilter } from '../types';
import { OverdueMark, TicketStatusBadge } from './ticket-parts';

const TITLE = 'Complaints';
const FILTERS = Object.keys(FILTER_LABELS) as TicketFilter[];

const headClass = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400';
const numberLinkClass = 'font-semibold tabular-nums text-emerald-800 hover:underline dark:text-emerald-300';

function filterOf(value: string | null): TicketFilter {
  return FILTERS.includes(value as TicketFilter) ? (value as TicketFilter) : 'open';
}

function Due({ ticket }: { ticket: HelpTicket }) {
  const due = adminDue(ticket);
  return (
    <span className="flex flex-col items-start gap-1">
      {due && (
        <span className="whitespace-nowrap">
          <span className="text-stone-600 dark:text-stone-400">{due.label}</span> {due.at}
        </span>
      )}
      {ticket.overdue && ticket.status !== 'closed' && <OverdueMark />}
    </span>
  );
}

function rowClass(ticket: HelpTicket): string {
  return ticket.overdue && ticket.status !== 'closed'
    ? 'bg-red-50/70 shadow-[inset_4px_0_0_var(--color-red-600)] dark:bg-red-950/30'
    : '';
}

function TicketTable({ tickets }: { tickets: HelpTicket[] }) {
  return (
    <div className="card relative hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-stone-200 dark:border-stone-800">
          <tr>
            <th scope="col" className={headClass}>Number</th>
            <th scope="col" className={headClass}>Received</th>
            <th scope="col" className={headClass}>Customer</th>
            <th scope="col" className={headClass}>Order</th>
            <th scope="col" className={headClass}>Topic</th>
            <th scope="col" className={headClass}>Status</th>
            <th scope="col" className={headClass}>Answer / resolve by</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
          {tickets.map((ticket) => (
            <tr key={ticket.number} data-testid="complaint-row" className={rowClass(ticket)}>
              <th scope="row" className="px-4 py-3 text-left">
                <Link to={`/admin/complaints/${encodeURIComponent(ticket.number)}`} className={numberLinkClass}>
                  {ticket.number}
                </Link>
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{formatIst(ticket.createdAt)}</td>
              <td className="max-w-56 px-4 py-3">
                <span className="block truncate font-semibold">{ticket.name}</span>
                <span className="block truncate text-xs text-stone-600 dark:text-stone-400">{ticket.email}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{ticket.orderNumber == null ? '—' : orderLabel(ticket.orderNumber)}</td>
              <td className="max-w-56 px-4 py-3">{topicLabel(ticket.topic)}</td>
              <td className="px-4 py-3">
                <TicketStatusBadge status={ticket.status} />
              </td>
              <td className="px-4 py-3">
                <Due ticket={ticket} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On phones: a card per complaint. */
function TicketCards({ tickets }: { tickets: HelpTicket[] }) {
  return (
    <ul aria-label="Complaints" className="space-y-3 md:hidden">
      {tickets.map((ticket) => (
        <li key={ticket.number} className={`card p-4 ${rowClass(ticket)}`}>
          <div className="flex items-start justify-between gap-3">
            <Link
              to={`/admin/complaints/${encodeURIComponent(ticket.number)}`}
              className={`${numberLinkClass} inline-flex min-h-11 items-center gap-1 text-base`}
            >
              {ticket.number}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
            <TicketStatusBadge status={ticket.status} />
          </div>
          <p className="text-sm font-semibold">{ticket.name}</p>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {orderLabel(ticket.orderNumber)} · {topicLabel(ticket.topic)}
          </p>
          <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">Received {formatIst(ticket.createdAt)}</p>
          <div className="mt-2 text-sm">
            <Due ticket={ticket} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AdminComplaintsScreen() {
  useDocumentTitle(TITLE, 'admin');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const list = useAdminTickets(filter);
  const tickets = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
          <p className="mt-1 text-stone-600 dark:text-stone-400">
            Answer within 48 hours; resolve within a month. Times in IST.
          </p>
        </div>
        <SelectField
          label="Show"
          name="status"
          value={filter}
          onChange={(event) => setParams(event.target.value === 'open' ? {} : { status: event.target.value }, { replace: true })}
          className="w-full sm:w-44"
          style={{ minHeight: '2.75rem' }}
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-stone-600 dark:text-stone-400">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Loading complaints...
        </p>
      ) : list.isError ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
          {list.error.message || ADMIN_LIST_FAILED}
        </p>
      ) : tickets.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 px-4 py-10 text-center font-medium text-stone-600 dark:border-stone-700 dark:text-stone-400">
          {filter === 'open' ? 'No open complaints.' : filter === 'closed' ? 'No closed complaints yet.' : 'No complaints yet.'}
        </p>
      ) : (
        <>
          <TicketTable tickets={tickets} />
          <TicketCards tickets={tickets} />
          <ShowMoreButton list={list} label="Load more" className="mt-6" buttonClassName="min-h-11" />
          {list.isFetchNextPageError && (
            <p role="alert" className="mt-3 text-center text-sm text-red-700 dark:text-red-400">
              {ADMIN_LIST_FAILED}
            </p>
          )}
        </>
      )}
    </>
  );
}
