// The admin order detail's Messages card: every email and WhatsApp message about the order, oldest
// first — when, what for, how, to whom and how far it got (why, when an attempt failed).
import { Mail, Smartphone } from 'lucide-react';
import { formatDateTime } from '@/lib/format/date';
import { useOrderMessages } from '../api/get-order-messages';
import { MSG, withReason } from '../lib/messages';
import { audienceWords, channelWords, errorWords, eventWords, statusTone, statusWords, type OrderMessage } from '../lib/order-messages';
import { Loading } from './admin-ui';

const CHIP = {
  failed: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/50 dark:text-red-200 dark:ring-red-500/40',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-900/40 dark:text-emerald-200 dark:ring-emerald-500/40',
  waiting: 'bg-stone-100 text-stone-700 ring-stone-400/40 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-600',
} as const;

function MessageRow({ message }: { message: OrderMessage }) {
  const error = errorWords(message);
  const Icon = message.channel === 'whatsapp' ? Smartphone : Mail;
  return (
    <li data-testid="order-message" className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{eventWords(message.event)}</span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${CHIP[statusTone(message.status)]}`}>
          {statusWords(message.status)}
        </span>
        <time dateTime={message.createdAt} className="ml-auto text-xs text-stone-600 tabular-nums dark:text-stone-400">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-stone-700 dark:text-stone-300">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
        <span>
          {channelWords(message.channel)} to {audienceWords(message.audience)}
        </span>{' '}
        <span className="min-w-0 break-all text-stone-600 dark:text-stone-400">({message.recipient})</span>
      </p>
      {error && <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">{error}</p>}
    </li>
  );
}

export function MessagesCard({ orderId }: { orderId: string }) {
  const messages = useOrderMessages(orderId);
  return (
    <section aria-labelledby="order-messages" className="card p-5 sm:p-6">
      <h2 id="order-messages" className="mb-4 font-display text-lg font-bold">
        Messages
      </h2>
      {messages.isPending ? (
        <Loading label="Loading messages..." />
      ) : messages.isError ? (
        // Not an alert: nothing the owner did failed, and the order's own notices come first.
        <p className="text-sm font-semibold text-red-700 dark:text-red-400">{withReason(MSG.orderMessagesFailed, messages.error)}</p>
      ) : messages.data.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">No messages yet.</p>
      ) : (
        <ul aria-label="Messages about this order" className="divide-y divide-stone-100 dark:divide-stone-800">
          {messages.data.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
