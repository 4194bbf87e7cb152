// How a complaint reads (issue 28 part 3): the topic and status labels, the dates in IST, the due
// lines and the checks of the form. Pure, so the screens and their tests share them.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SHOP_TIMEZONE } from '@/lib/constants';
import type { HelpTicket, HelpTicketMessage, HelpTopic, TicketFilter, TicketStatus } from '../types';

dayjs.extend(utc);
dayjs.extend(timezone);

export const TOPIC_LABELS: Record<HelpTopic, string> = {
  delivery: 'Delivery (late, missed, wrong address)',
  quality: 'Quality of the fruit or hamper',
  payment: 'Payment or invoice',
  refund: 'Refund or cancellation',
  other: 'Something else',
};

/** The topics in the order the form offers them. */
export const TOPICS = Object.keys(TOPIC_LABELS) as HelpTopic[];

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const FILTER_LABELS: Record<TicketFilter, string> = {
  open: 'Open',
  closed: 'Closed',
  all: 'All',
};

export function topicLabel(topic: string): string {
  return TOPIC_LABELS[topic as HelpTopic] ?? topic;
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as TicketStatus] ?? status;
}

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 4000;

/** A moment in Indian time, as people write it in India: "28 Nov 2026, 3:30 pm". */
export function formatIst(iso: string): string {
  return dayjs(iso).tz(SHOP_TIMEZONE).format('D MMM YYYY, h:mm a');
}

/** A day in Indian time: "28 Nov 2026". */
export function formatIstDate(iso: string): string {
  return dayjs(iso).tz(SHOP_TIMEZONE).format('D MMM YYYY');
}

/** "#10482", or "Not about an order" (the server may leave the number out). */
export function orderLabel(orderNumber: number | null | undefined): string {
  return orderNumber == null ? 'Not about an order' : `#${orderNumber}`;
}

/**
 * The customer's due lines: "We will answer by …" until the shop first answers, and "Resolution
 * due by …" until the complaint is closed (then "Closed on …").
 */
export function dueLines(ticket: Pick<HelpTicket, 'acknowledgeBy' | 'resolveBy' | 'acknowledgedAt' | 'closedAt' | 'status'>): string[] {
  if (ticket.status === 'closed') return ticket.closedAt ? [`Closed on ${formatIst(ticket.closedAt)}`] : [];
  const lines: string[] = [];
  if (!ticket.acknowledgedAt) lines.push(`We will answer by ${formatIst(ticket.acknowledgeBy)}`);
  lines.push(`Resolution due by ${formatIst(ticket.resolveBy)}`);
  return lines;
}

/** The admin list's deadline: the first answer until there is one, then the resolution. */
export function adminDue(
  ticket: Pick<HelpTicket, 'acknowledgeBy' | 'resolveBy' | 'acknowledgedAt' | 'closedAt' | 'status'>,
): { label: string; at: string } | null {
  if (ticket.status === 'closed') return ticket.closedAt ? { label: 'Closed', at: formatIst(ticket.closedAt) } : null;
  if (!ticket.acknowledgedAt) return { label: 'Answer by', at: formatIst(ticket.acknowledgeBy) };
  return { label: 'Resolve by', at: formatIst(ticket.resolveBy) };
}

/** Who wrote a message: the customer reads "You", the shop's side its team's name. */
export function authorLabel(message: Pick<HelpTicketMessage, 'author'>, shopName: string | undefined, viewer: 'customer' | 'admin', customerName = 'Customer'): string {
  if (message.author === 'shop') return shopName ? `${shopName} team` : 'The shop';
  return viewer === 'customer' ? 'You' : customerName;
}

/** What is wrong with a message of the customer, or undefined. */
export function messageError(text: string, min = MESSAGE_MIN): string | undefined {
  const length = text.trim().length;
  if (length === 0) return 'Please write your message.';
  if (length < min) return `Please write at least ${min} characters.`;
  if (length > MESSAGE_MAX) return `Please keep it within ${MESSAGE_MAX} characters.`;
  return undefined;
}

/** "12 / 4000 characters" under the message. */
export function counterText(text: string): string {
  return `${text.trim().length} / ${MESSAGE_MAX} characters`;
}

/** An order number as typed ("10482" or "#10482"), or null when it is not one. */
export function parseOrderNumber(text: string | null | undefined): number | null {
  const match = /^#?\s*(\d{1,12})$/.exec((text ?? '').trim());
  if (!match) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The page of a complaint; `key` opens it without an account (the acknowledgement mail has the same link). */
export function ticketPath(number: string, key?: string | null): string {
  const path = `/help/tickets/${encodeURIComponent(number)}`;
  return key ? `${path}?key=${encodeURIComponent(key)}` : path;
}

/** "We have received your complaint. …" shown on the complaint's page just after it was sent. */
export function receivedText(number: string): string {
  return `We have received your complaint. Your complaint number is ${number}. We have mailed you an acknowledgement.`;
}

/** "3 complaints overdue" / "1 complaint open". */
export function complaintsCount(n: number, what: 'overdue' | 'open'): string {
  return `${n} ${n === 1 ? 'complaint' : 'complaints'} ${what}`;
}
