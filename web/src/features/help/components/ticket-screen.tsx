// One complaint, for its customer (issue 28 part 3): `/help/tickets/{number}?key=…` (the link of
// the acknowledgement mail; the signed-in owner needs no key). Its number, status, topic and
// order, when the shop answers and resolves it by (IST), the messages, and a box to write again
// until it is closed.
import { CircleCheck, LoaderCircle, SearchX } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isNotFound } from '@/lib/api/client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TICKET_FAILED, useTicket } from '../api/tickets';
import { dueLines, orderLabel, receivedText, topicLabel } from '../lib/help-text';
import type { HelpTicket } from '../types';
import { ReplyBox } from './reply-box';
import { Fact, IstTime, linkClass, Thread, TicketStatusBadge } from './ticket-parts';

const NOT_FOUND = 'We could not find this complaint. Please check the link in the mail we sent you.';

function TicketView({ ticket, ticketKey, received }: { ticket: HelpTicket; ticketKey: string; received: boolean }) {
  const closed = ticket.status === 'closed';
  return (
    <>
      {received && (
        <p
          role="status"
          data-testid="ticket-received"
          className="mt-6 flex items-start gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {receivedText(ticket.number)}
        </p>
      )}
      <section aria-labelledby="ticket-summary" className="card mt-6 p-5 sm:p-6">
        <h2 id="ticket-summary" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 min-[420px]:grid-cols-2">
          <Fact term="Complaint number" testId="ticket-number">
            <span className="tabular-nums">{ticket.number}</span>
          </Fact>
          <Fact term="Order" testId="ticket-order">
            <span className="tabular-nums">{orderLabel(ticket.orderNumber)}</span>
          </Fact>
          <Fact term="Topic" testId="ticket-topic">
            {topicLabel(ticket.topic)}
          </Fact>
          <Fact term="Received">
            <IstTime iso={ticket.createdAt} /> <span className="font-normal text-stone-600 dark:text-stone-400">(IST)</span>
          </Fact>
        </dl>
        <ul data-testid="ticket-due" className="mt-5 space-y-1 border-t border-stone-200 pt-4 text-sm font-semibold dark:border-stone-800">
          {dueLines(ticket).map((line) => (
            <li key={line}>{line} (IST)</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ticket-messages" className="mt-8">
        <h2 id="ticket-messages" className="mb-4 font-display text-xl font-bold">
          Messages
        </h2>
        <Thread ticket={ticket} viewer="customer" />
      </section>

      {closed ? (
        <p className="card mt-6 p-5 text-stone-700 sm:p-6 dark:text-stone-300">
          This complaint is closed. Still need help?{' '}
          <Link to={ticket.orderNumber === null ? '/help' : `/help?order=${ticket.orderNumber}`} className={linkClass}>
            Open a new complaint
          </Link>
          .
        </p>
      ) : (
        <ReplyBox number={ticket.number} ticketKey={ticketKey} />
      )}
    </>
  );
}

export function TicketScreen({ number }: { number: string }) {
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const location = useLocation();
  const received = (location.state as { received?: boolean } | null)?.received === true;
  const { user } = useSession();
  const ticket = useTicket(number, key);
  useDocumentTitle(`Complaint ${number}`);

  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-stone-50">
          Complaint <span className="tabular-nums">{number}</span>
        </h1>
        {ticket.data && <TicketStatusBadge status={ticket.data.status} />}
      </div>
      {user?.role === 'customer' && (
        <p className="mt-2 text-sm">
          <Link to="/profile/complaints" className={linkClass}>
            My complaints
          </Link>
        </p>
      )}
      {ticket.isPending ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-stone-600 dark:text-stone-400">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Loading...
        </p>
      ) : ticket.isError ? (
        <div role="alert" className="card mt-8 flex flex-col items-center gap-4 px-6 py-10 text-center">
          <SearchX aria-hidden="true" className="size-8 text-amber-700 dark:text-amber-300" />
          <p className="font-semibold">{isNotFound(ticket.error) ? NOT_FOUND : ticket.error.message || TICKET_FAILED}</p>
          {!isNotFound(ticket.error) && (
            <button type="button" onClick={() => void ticket.refetch()} className="btn btn-outline min-h-11">
              Try again
            </button>
          )}
        </div>
      ) : (
        <TicketView ticket={ticket.data} ticketKey={key} received={received} />
      )}
    </div>
  );
}
