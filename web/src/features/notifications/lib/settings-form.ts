// The notification settings form: what the owner types, and the request it sends. The server
// checks the emails, the phone, the threshold (0–1000) and the hour (0–23) again and answers 400
// with its message; here the same simple rules, so the owner learns them before saving. The
// WhatsApp secrets are never sent back: an empty field keeps the saved one (null), "Remove" clears
// it (""), and anything typed replaces it.
import type { Schemas } from '@/lib/api/client';

export type NotificationSettings = Schemas['NotificationSettings'];
export type NotificationSettingsRequest = Schemas['NotificationSettingsRequest'];
export type NotificationEvents = Schemas['NotificationEvents'];
export type EventKey = keyof NotificationEvents;

/** The events as the form lists them, with their labels and who hears of them. */
export const EVENTS: readonly { key: EventKey; label: string; hint: string }[] = [
  { key: 'newOrder', label: 'New order', hint: 'To you, for each paid or cash-on-delivery order.' },
  { key: 'morningSummary', label: "Morning summary of today's deliveries", hint: 'To you, each morning, by slot.' },
  { key: 'lowStock', label: 'Low stock', hint: 'To you, when a counted product falls to the threshold.' },
  { key: 'outForDelivery', label: 'Out for delivery', hint: 'To the customer, when the order is shipped.' },
  { key: 'delivered', label: 'Delivered', hint: 'To the customer.' },
  { key: 'cancelled', label: 'Cancelled', hint: 'To the customer.' },
  { key: 'refunded', label: 'Refunded', hint: "To the customer on WhatsApp (the refund's mail with its credit note always goes)." },
];

export const SECRETS = ['accessToken', 'appSecret', 'verifyToken'] as const;
export type SecretKey = (typeof SECRETS)[number];

/** A secret as typed: a new value, or "remove the saved one". */
export interface SecretValue {
  value: string;
  clear: boolean;
}

export interface NotificationFormValues {
  /** One per line, or separated by commas. */
  ownerEmails: string;
  ownerWhatsapp: string;
  events: Record<EventKey, boolean>;
  lowStockThreshold: string;
  summaryHour: string;
  phoneNumberId: string;
  language: string;
  secrets: Record<SecretKey, SecretValue>;
}

export type FormErrors = Partial<Record<'ownerEmails' | 'ownerWhatsapp' | 'lowStockThreshold' | 'summaryHour', string>>;

export const THRESHOLD_MAX = 1000;
/** The server keeps at most this many owner emails. */
export const OWNER_EMAILS_MAX = 5;

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
/** A phone as people write it: an optional +, then digits with spaces or hyphens (8–15 digits). */
const PHONE = /^\+?[\d\s-]+$/;

const blankSecret = (): SecretValue => ({ value: '', clear: false });

export function settingsToForm(s: NotificationSettings): NotificationFormValues {
  return {
    ownerEmails: s.ownerEmails.join('\n'),
    ownerWhatsapp: s.ownerWhatsapp ?? '',
    // The answer may leave an event out: it is off.
    events: Object.fromEntries(EVENTS.map(({ key }) => [key, s.events[key] === true])) as Record<EventKey, boolean>,
    lowStockThreshold: String(s.lowStockThreshold),
    summaryHour: String(s.summaryHour),
    phoneNumberId: s.whatsapp.phoneNumberId,
    language: s.whatsapp.language,
    secrets: { accessToken: blankSecret(), appSecret: blankSecret(), verifyToken: blankSecret() },
  };
}

/** The emails typed, one per line or comma (or semicolon) separated, without blanks or repeats. */
export function splitEmails(text: string): string[] {
  const emails = text
    .split(/[\n,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
  return [...new Set(emails)];
}

/** A whole number from `min` to `max` typed in `text`, or null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
}

/** Field errors found before sending (empty when the form can be sent). */
export function checkForm(v: NotificationFormValues): FormErrors {
  const errors: FormErrors = {};
  const emails = splitEmails(v.ownerEmails);
  const wrong = emails.filter((email) => !EMAIL.test(email));
  if (wrong.length > 0) errors.ownerEmails = `This is not an email address: ${wrong.join(', ')}`;
  else if (emails.length > OWNER_EMAILS_MAX) errors.ownerEmails = `Enter at most ${OWNER_EMAILS_MAX} email addresses.`;
  const phone = v.ownerWhatsapp.trim();
  const digits = phone.replace(/\D/g, '').length;
  if (phone && (!PHONE.test(phone) || digits < 10 || digits > 15)) {
    errors.ownerWhatsapp = 'Enter a mobile number with its country code, e.g. +91 98220 12345.';
  }
  if (wholeNumber(v.lowStockThreshold, 0, THRESHOLD_MAX) === null) {
    errors.lowStockThreshold = `Enter a whole number from 0 to ${THRESHOLD_MAX}.`;
  }
  if (wholeNumber(v.summaryHour, 0, 23) === null) errors.summaryHour = 'Choose an hour from 0 to 23.';
  return errors;
}

/** null keeps the saved secret, "" removes it, anything else replaces it. */
export function secretRequest(secret: SecretValue): string | null {
  if (secret.clear) return '';
  const value = secret.value.trim();
  return value ? value : null;
}

/** The request of a checked form (`checkForm` found nothing). */
export function formToRequest(v: NotificationFormValues): NotificationSettingsRequest {
  return {
    ownerEmails: splitEmails(v.ownerEmails),
    ownerWhatsapp: v.ownerWhatsapp.trim() || null,
    events: { ...v.events },
    lowStockThreshold: Number(v.lowStockThreshold.trim()),
    summaryHour: Number(v.summaryHour.trim()),
    whatsapp: {
      phoneNumberId: v.phoneNumberId.trim(),
      accessToken: secretRequest(v.secrets.accessToken),
      appSecret: secretRequest(v.secrets.appSecret),
      verifyToken: secretRequest(v.secrets.verifyToken),
      language: v.language.trim(),
    },
  };
}

/** "07:00 (7 am)" for the hour select. */
export function hourLabel(hour: number): string {
  const clock = `${String(hour).padStart(2, '0')}:00`;
  const words = hour === 0 ? 'midnight' : hour === 12 ? 'noon' : hour < 12 ? `${hour} am` : `${hour - 12} pm`;
  return `${clock} (${words})`;
}
