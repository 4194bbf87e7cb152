// Pieces shared by the complaint screens: the status badge, the "Overdue" mark, the facts of a
// complaint and its messages as a thread.
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSeller } from '@/lib/api/get-seller';
import { authorLabel, formatIst, statusLabel } from '../lib/help-text';
import type { HelpTicket, TicketStatus } from '../types';

const STATUS_CLASSES: Record<TicketStatus, string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-500/40',
  answered: 'bg-sky-50 text-sky-900 ring-sky-600/30 dark:bg-sky-900/40 dark:text-sky-100 dark:ring-sky-500/40',
  closed: 'bg-stone-100 text-stone-700 ring-stone-400/40 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-600',
};

const DOT_CLASSES: Record<TicketStatus, string> = {
  open: 'bg-amber-500',
  answered: 'bg-sky-500',
  closed: 'bg-stone-400',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span
      data-testid="ticket-status"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${STATUS_CLASSES[status] ?? STATUS_CLASSES.open}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT_CLASSES[status] ?? DOT_CLASSES.open}`} />
      {statusLabel(status)}
    </span>
  );
}

/** "Overdue" in words (never colour alone). */
export function OverdueMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-red-800 dark:bg-red-950/60 dark:text-red-200">
      <AlertTriangle aria-hidden="true" className="size-3.5" />
      Overdue
    </span>
  );
}

export function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">{term}</dt>
      <dd data-testid={testId} className="mt-1 font-semibold break-words">
        {children}
      </dd>
    </div>
  );
}

export function IstTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatIst(iso)}</time>;
}

/** The messages, oldest first: the customer's on one side, the shop's on the other. */
export function Thread({ ticket, viewer }: { ticket: HelpTicket; viewer: 'customer' | 'admin' }) {
  const shopName = useSeller().data?.shopName;
  return (
    <ol aria-label="Messages" className="space-y-4" data-testid="ticket-thread">
      {ticket.messages.map((message, index) => {
        const fromShop = message.author === 'shop';
        return (
          <li key={`${message.at}-${index}`} className={`flex ${fromShop ? 'justify-start' : 'justify-end'}`}>
            <article
              data-testid="ticket-message"
              data-author={message.author}
              className={`w-full max-w-xl rounded-2xl border px-4 py-3 sm:px-5 ${
                fromShop
                  ? 'border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40'
                  : 'border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900'
              }`}
            >
              <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
                <h3 className="font-bold">{authorLabel(message, shopName, viewer, ticket.name)}</h3>
                <p className="text-xs text-stone-600 dark:text-stone-400">
                  <IstTime iso={message.at} />
                </p>
              </header>
              <p className="mt-2 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">{message.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

export const linkClass =
  'rounded font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950 dark:text-emerald-300 dark:hover:text-emerald-100';
