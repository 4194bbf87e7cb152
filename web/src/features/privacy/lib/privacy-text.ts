// The words and small rules of the personal-data screens: consent texts, IST dates in Indian
// order, the data files, the admin's due dates, the delete confirmation and the offer mail's words.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SHOP_TIMEZONE } from '@/lib/constants';
import type { ConsentKind, DataRequest, DataRequestKind, DataRequestStatus } from '../types';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The consent checkboxes' texts, the same at sign-up and in the account. */
export const CONSENT_TEXTS: Record<ConsentKind, string> = {
  marketing: 'Send me offers and news by email',
  whatsapp: 'Send me order updates on WhatsApp',
};

export const CONSENT_KINDS: readonly ConsentKind[] = ['marketing', 'whatsapp'];

/** A moment in IST, as written in India: '26 Nov 2026, 3:30 pm'. */
export function istDateTime(iso: string): string {
  return dayjs(iso).tz(SHOP_TIMEZONE).format('D MMM YYYY, h:mm a');
}

/** A calendar day in IST: '26 Nov 2026'. */
export function istDate(iso: string): string {
  return dayjs(iso).tz(SHOP_TIMEZONE).format('D MMM YYYY');
}

/** Since when a consent is given: 'Given on 26 Nov 2026, 3:30 pm IST', or 'Not given'. */
export function consentSince(given: boolean, at?: string | null): string {
  if (!given) return 'Not given';
  return at ? `Given on ${istDateTime(at)} IST` : 'Given';
}

/** What saving a consent changed, said back to the customer. */
export function consentSaved(kind: ConsentKind, given: boolean): string {
  if (kind === 'marketing') {
    return given ? 'Saved: we will email you offers and news.' : 'Saved: we will not email you offers or news.';
  }
  return given ? 'Saved: we will send your order updates on WhatsApp.' : 'Saved: no order updates on WhatsApp.';
}

export type DataFormat = 'json' | 'html';

/** Where each copy of the customer's data is fetched, and its name should the server give none. */
export function dataFile(format: DataFormat): { path: '/api/user/data' | '/api/user/data.html'; fallbackName: string } {
  return format === 'json'
    ? { path: '/api/user/data', fallbackName: 'tokri-my-data.json' }
    : { path: '/api/user/data.html', fallbackName: 'tokri-my-data.html' };
}

/** The word the customer types to confirm that their account goes. */
export const DELETE_WORD = 'DELETE';

/** Whether the delete form may be sent: the word typed, and the password when the account has one. */
export function canDelete({ confirm, password, hasPassword }: { confirm: string; password: string; hasPassword: boolean }): boolean {
  return confirm.trim() === DELETE_WORD && (!hasPassword || password.length > 0);
}

export const REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  export: 'Copy of data',
  erasure: 'Erasure',
};

export const REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
};

/** A pending request past its due date. */
export function isOverdue(request: Pick<DataRequest, 'status' | 'dueBy'>, now: Date = new Date()): boolean {
  return request.status === 'pending' && new Date(request.dueBy).getTime() < now.getTime();
}

/** The dashboard's line: '1 data request pending', '3 data requests pending'. */
export function pendingRequestsText(count: number): string {
  return `${count} data ${count === 1 ? 'request' : 'requests'} pending`;
}

/** A request's "Name <email>" as its name and email, for two lines; an erased one has no email. */
export function customerParts(customer: string): { name: string; email: string | null } {
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(customer.trim());
  return match ? { name: match[1] || match[2]!, email: match[2]! } : { name: customer, email: null };
}

/** The offer mail's limits, as the server checks them (characters, not UTF-16 units). */
export const OFFER_SUBJECT_MAX = 120;
export const OFFER_MESSAGE_MAX = 5000;

/** Characters as the server counts them (an emoji is one). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** '1,234 / 5,000 characters'. */
export function characterCounter(count: number, max: number): string {
  return `${count.toLocaleString('en-IN')} / ${max.toLocaleString('en-IN')} characters`;
}

/** Who the offer mail goes to, said before it is written. */
export function offerAudienceText(customers: number): string {
  if (customers <= 0) return 'No customer has agreed to offers by email yet.';
  const who = customers === 1 ? '1 customer who agreed' : `${customers.toLocaleString('en-IN')} customers who agreed`;
  return `Goes to ${who} to offers by email. Nobody else gets it, and anyone can stop offers with one tap from the mail.`;
}

/** The confirmation asked before the offer mail goes out. */
export function offerConfirmText(customers: number): string {
  const who = customers === 1 ? '1 customer' : `${customers.toLocaleString('en-IN')} customers`;
  return `Send this offer mail to ${who}? It cannot be called back once sent.`;
}
