// Admin: one complaint (issue 28 part 3) — who sent it about what, its deadlines, the thread, and
// a reply (mailed to the customer), a reply that closes it as resolved, or a close without reply.
import { ArrowLeft, CheckCheck, LoaderCircle, Send, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ADMIN_REPLY_FAILED, ADMIN_TICKET_FAILED, useAdminTicket, useTicketAction } from '../api/admin-tickets';
import { formatIst, MESSAGE_MAX, orderLabel, topicLabel } from '../lib/help-text';
import type { HelpTicket } from '../types';
import { ReplyFields } from './reply-box';
import { Fact, IstTime, linkClass, OverdueMark, Thread, TicketStatusBadge } from './ticket-parts';

function BackLink() {
  return (
    <Link
      to="/admin/complaints"
      className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to complaints
    </Link>
  );
}

function Deadlines({ ticket }: { ticket: HelpTicket }) {
  return (
    <ul data-testid="admin-ticket-due" className="mt-5 space-y-1 border-t border-stone-200 pt-4 text-sm dark:border-stone-800">
      <li>
        <span className="text-stone-600 dark:text-stone-400">First answer due:</span>{' '}
        <span className="font-semibold">{formatIst(ticket.acknowledgeBy)}</span>
        {ticket.acknowledgedAt && <> · answered {formatIst(ticket.acknowledgedAt)}</>}
      </li>
      <li>
        <span className="text-stone-600 dark:text-stone-400">Resolution due:</span>{' '}
        <span className="font-semibold">{formatIst(ticket.resolveBy)}</span>
        {ticket.closedAt && <> · closed {formatIst(ticket.closedAt)}</>}
      </li>
    </ul>
  );
}

type Pending = 'reply' | 'reply-close' | 'close' | null;

function ReplyForm({ ticket }: { ticket: HelpTicket }) {
  const id = useId().replace(/:/g, '');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const action = useTicketAction(ticket.number);

  const run = (kind: Exclude<Pending, null>) => {
    setFormError(null);
    setDone(null);
    const text = message.trim();
    if (kind !== 'close') {
      if (!text) {
        setError('Please write a reply.');
        document.getElementById(`${id}-reply`)?.focus();
        return;
      }
      if (text.length > MESSAGE_MAX) {
        setError(`Please keep it within ${MESSAGE_MAX} characters.`);
        return;
      }
    }
    setPending(kind);
    action.mutate(kind === 'close' ? { kind: 'close' } : { kind: 'reply', message: text, close: kind === 'reply-close' }, {
      onSuccess: () => {
        if (kind !== 'close') setMessage('');
        setDone(kind === 'reply' ? 'Reply sent to the customer.' : kind === 'reply-close' ? 'Reply sent; the complaint is closed.' : 'The complaint is closed.');
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.errors?.message : undefined;
        if (field) setError(field);
        else setFormError(failure instanceof ApiError ? failure.message : ADMIN_REPLY_FAILED);
      },
      onSettled: () => setPending(null),
    });
  };

  const busy = action.isPending;
  const spinner = (kind: Pending) => (pending === kind ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null);

  return (
    <section aria-labelledby={`${id}-title`} className="card mt-6 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="font-display text-lg font-bold">
        Reply
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">The reply is mailed to {ticket.email}.</p>
      <form noValidate onSubmit={(event) => { event.preventDefault(); run('reply'); }} className="mt-3 space-y-4">
        <ReplyFields
          fieldId={`${id}-reply`}
          label="Your reply"
          rows={5}
          message={message}
          onMessageChange={(value) => {
            setMessage(value);
            setError(undefined);
          }}
          error={error}
          formError={formError}
          done={done}
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <button type="submit" disabled={busy} className="btn btn-primary min-h-11">
            {spinner('reply') ?? <Send aria-hidden="true" className="size-4" />}
            Send reply
          </button>
          <button type="button" disabled={busy} onClick={() => run('reply-close')} className="btn btn-outline min-h-11">
            {spinner('reply-close') ?? <CheckCheck aria-hidden="true" className="size-4" />}
            Send reply and close
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => run('close')}
            className="btn min-h-11 text-red-700 hover:bg-red-50 sm:ml-auto dark:text-red-300 dark:hover:bg-red-950/50"
          >
            {spinner('close') ?? <XCircle aria-hidden="true" className="size-4" />}
            Close without reply
          </button>
        </div>
      </form>
    </section>
  );
}

function TicketDetail({ ticket }: { ticket: HelpTicket }) {
  return (
    <>
      <section aria-labelledby="complaint-summary" className="card mt-6 p-5 sm:p-6">
        <h2 id="complaint-summary" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          <Fact term="Customer">
            {ticket.name}
            <a href={`mailto:${ticket.email}`} className={`${linkClass} block text-sm font-normal break-words`}>
              {ticket.email}
            </a>
          </Fact>
          <Fact term="Order" testId="admin-ticket-order">
            <span className="tabular-nums">{orderLabel(ticket.orderNumber)}</span>
          </Fact>
          <Fact term="Topic">{topicLabel(ticket.topic)}</Fact>
          <Fact term="Received">
            <IstTime iso={ticket.createdAt} />
          </Fact>
        </dl>
        <Deadlines ticket={ticket} />
      </section>
      <section aria-labelledby="complaint-messages" className="mt-8">
        <h2 id="complaint-messages" className="mb-4 font-display text-xl font-bold">
          Messages
        </h2>
        <Thread ticket={ticket} viewer="admin" />
      </section>
      {ticket.status === 'closed' ? (
        <p className="card mt-6 p-5 font-semibold text-stone-700 sm:p-6 dark:text-stone-300">
          This complaint is closed{ticket.closedAt ? ` (${formatIst(ticket.closedAt)})` : ''}.
        </p>
      ) : (
        <ReplyForm ticket={ticket} />
      )}
    </>
  );
}

export function AdminComplaintScreen({ number }: { number: string }) {
  useDocumentTitle(`Complaint ${number}`, 'admin');
  const ticket = useAdminTicket(number);
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">
          Complaint <span className="tabular-nums">{number}</span>
        </h1>
        {ticket.data && <TicketStatusBadge status={ticket.data.status} />}
        {ticket.data?.overdue && ticket.data.status !== 'closed' && <OverdueMark />}
      </div>
      {ticket.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-stone-600 dark:text-stone-400">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Loading...
        </p>
      ) : ticket.isError ? (
        <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
          {ticket.error.message || ADMIN_TICKET_FAILED}
        </p>
      ) : (
        <TicketDetail ticket={ticket.data} />
      )}
    </div>
  );
}
