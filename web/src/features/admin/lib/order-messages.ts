// The admin order detail's Messages card: an order's emails and WhatsApp messages in words.
import type { Schemas } from '@/lib/api/client';

export type OrderMessage = Schemas['OrderMessage'];

const EVENTS: Record<string, string> = {
  new_order: 'New order',
  confirmed: 'Order confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  gift_on_the_way: 'Gift on its way',
};

const CHANNELS: Record<string, string> = { mail: 'Email', whatsapp: 'WhatsApp' };

const AUDIENCES: Record<string, string> = { owner: 'the owner', customer: 'the customer', recipient: 'the gift recipient' };

const STATUSES: Record<string, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  dropped: 'Not sent: consent withdrawn',
};

/** "Out for delivery"; an event this screen does not know yet reads from its name ("some_event" → "Some event"). */
export function eventWords(event: string): string {
  const known = EVENTS[event];
  if (known) return known;
  const words = event.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Email", "WhatsApp". */
export function channelWords(channel: string): string {
  return CHANNELS[channel] ?? channel;
}

/** "the customer", "the gift recipient". */
export function audienceWords(audience: string): string {
  return AUDIENCES[audience] ?? audience;
}

export function statusWords(status: string): string {
  return STATUSES[status] ?? status;
}

/** How a status chip looks: red when failed, green once sent, grey while queued (or dropped). */
export function statusTone(status: string): 'failed' | 'done' | 'waiting' {
  if (status === 'failed') return 'failed';
  return status === 'queued' || status === 'dropped' ? 'waiting' : 'done';
}

/**
 * The last error under a message: why it failed, or for a queued one why the last attempt did
 * ("Attempt 2 failed: …", and it will be tried again); null without one.
 */
export function errorWords(message: Pick<OrderMessage, 'status' | 'error' | 'attempts'>): string | null {
  const error = message.error?.trim();
  if (!error) return null;
  if (message.status === 'queued') return `Attempt ${message.attempts} failed, trying again: ${error}`;
  return error;
}
