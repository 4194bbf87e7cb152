// "My complaints" in the account area (issue 28 part 3): the signed-in customer's complaints,
// newest first, each linking to its page, and a way to open a new one.
import { ChevronRight, LifeBuoy, MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MINE_FAILED, useMyTickets } from '../api/tickets';
import { dueLines, orderLabel, ticketPath, topicLabel } from '../lib/help-text';
import type { HelpTicket } from '../types';
import { IstTime, TicketStatusBadge } from './ticket-parts';

const TITLE = 'My complaints';

function TicketCard({ ticket }: { ticket: HelpTicket }) {
  const headingId = `ticket-${ticket.number}`;
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="my-ticket" className="card p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="font-display text-lg font-bold">
              Complaint <span className="tabular-nums">{ticket.number}</span>
            </h2>
            <p className="mt-0.5 text-sm text-stone-600 dark:text-stone-400">
              Sent <IstTime iso={ticket.createdAt} /> · {orderLabel(ticket.orderNumber)}
            </p>
          </div>
          <TicketStatusBadge status={ticket.status} />
        </div>
        <p className="mt-3 font-semibold">{topicLabel(ticket.topic)}</p>
        <ul className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {dueLines(ticket).map((line) => (
            <li key={line}>{line} (IST)</li>
          ))}
        </ul>
        <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-800">
          <Link
            to={ticketPath(ticket.number)}
            aria-label={`View complaint ${ticket.number}`}
            className="btn btn-outline min-h-11 py-2"
          >
            View complaint
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </li>
  );
}

export function MyComplaintsScreen() {
  useDocumentTitle(TITLE);
  const { user } = useSession();
  const tickets = useMyTickets(user?._id);
  const items = tickets.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          {/* Focusable: the account menu moves focus to the new page's heading. */}
          <h1 tabIndex={-1} className="font-display text-3xl font-extrabold tracking-tight outline-none">
            {TITLE}
          </h1>
          <p className="mt-1 text-stone-600 dark:text-stone-400">Complaints you have sent us, and our answers.</p>
        </div>
        <Link to="/help" className="btn btn-primary min-h-11">
          <LifeBuoy aria-hidden="true" className="size-4" />
          Help with an order
        </Link>
      </header>
      {tickets.isPending ? (
        <div role="status" aria-label="Loading complaints..." className="card h-40 animate-pulse bg-stone-100 dark:bg-stone-800" />
      ) : tickets.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
          <p className="flex-1 font-semibold">{MINE_FAILED}</p>
          <button type="button" onClick={() => void tickets.refetch()} className="btn btn-outline min-h-11 py-1.5">
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
            <MessageSquareWarning aria-hidden="true" className="size-8" />
          </span>
          <p className="text-lg font-semibold">You have not sent us any complaints.</p>
          <p className="text-stone-600 dark:text-stone-400">Something wrong with an order? Tell us and we will sort it out.</p>
        </div>
      ) : (
        <>
          <ul aria-label="Complaints" className="space-y-4">
            {items.map((ticket) => (
              <TicketCard key={ticket.number} ticket={ticket} />
            ))}
          </ul>
          <ShowMoreButton list={tickets} label="Show older complaints" className="mt-6" />
          {tickets.isFetchNextPageError && (
            <p role="alert" className="mt-3 text-center text-sm text-red-700 dark:text-red-400">
              {MINE_FAILED}
            </p>
          )}
        </>
      )}
    </div>
  );
}
