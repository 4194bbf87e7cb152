// The admin's refunds (issue 21): the "Issue a refund" form, checked as far as the browser can
// before the server works out the real amounts and GST, and how refunds are named.
import type { Schemas } from '@/lib/api/client';
import { formatMoney } from '@/lib/format/money';
import type { Refund } from '@/lib/refunds';
import { MSG } from './messages';
import type { OrderRefund } from './order-view';

export type { Refund } from '@/lib/refunds';
export type OrderRefunds = Schemas['OrderRefunds'];
export type RefundableLine = Schemas['RefundableLine'];
export type RefundRequest = Schemas['RefundRequest'];

export type RefundMode = 'full' | 'amount' | 'lines';

export const REFUND_MODES: { mode: RefundMode; label: string }[] = [
  { mode: 'full', label: 'Whole order' },
  { mode: 'amount', label: 'An amount' },
  { mode: 'lines', label: 'Items' },
];

/** The server stores the reason with at most this many characters. */
export const REASON_MAX = 300;

export interface RefundForm {
  mode: RefundMode;
  /** Rupees as typed (mode "amount"). */
  amount: string;
  /** Units to give back per invoice line position, as typed (mode "lines"). */
  qty: Record<number, string>;
  reason: string;
}

export const EMPTY_REFUND_FORM: RefundForm = { mode: 'full', amount: '', qty: {}, reason: '' };

export type RefundFormErrors = Partial<Record<'amount' | 'lines' | 'reason', string>>;

const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;

/**
 * A new request id (8–64 letters, digits, `-`, `_`): one per refund meant, so that sending the
 * same refund twice makes it once. `randomUUID` needs a secure context; random bytes do not.
 */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const METHOD_LABELS: Record<string, string> = {
  razorpay: 'Razorpay',
  sandbox: 'Sandbox',
  cash: 'Cash handed back',
};

/** How the money went back: "Razorpay", "Sandbox" or "Cash handed back". */
export function refundMethodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

/** What is left of the sale to give back: paid, less what went back and what is due back whole. */
export function saleLeft(summary: Pick<OrderRefunds, 'paid' | 'refunded' | 'excessDue'>): number {
  return Math.max(0, toRupees(toPaise(summary.paid) - toPaise(summary.refunded) - toPaise(summary.excessDue)));
}

/** Paid less refunded (never below zero). */
export function totalLeft(summary: Pick<OrderRefunds, 'paid' | 'refunded'>): number {
  return Math.max(0, toRupees(toPaise(summary.paid) - toPaise(summary.refunded)));
}

/** Whether the form can give anything of the sale back: something was paid, is left, and was invoiced. */
export function canRefundSale(summary: OrderRefunds): boolean {
  return summary.paid > 0 && saleLeft(summary) > 0 && summary.lines.some((line) => line.left > 0);
}

/** The invoice lines units can still be given back of. */
export function returnableLines(summary: Pick<OrderRefunds, 'lines'>): RefundableLine[] {
  return summary.lines.filter((line) => line.qtyLeft > 0);
}

/** Rupees as typed ("1,200.50", "₹ 99"), or null when it is not an amount above ₹0 with at most two decimals. */
export function parseRupees(text: string): number | null {
  const clean = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean) || Number(clean) <= 0) return null;
  return Number(clean);
}

/** Whole units typed for a line: a whole number from 0 to what is left, else null (blank is 0). */
export function parseUnits(text: string | undefined, max: number): number | null {
  const clean = (text ?? '').trim();
  if (clean === '') return 0;
  if (!/^\d+$/.test(clean)) return null;
  const units = Number(clean);
  return units <= max ? units : null;
}

/**
 * The amount the form would give back, for the button and the question before sending. Only a
 * preview: the server works out the real amount (units are valued at their share of what is left).
 */
export function refundPreview(form: RefundForm, summary: OrderRefunds): number {
  switch (form.mode) {
    case 'full':
      return toRupees(Math.min(summary.lines.reduce((sum, line) => sum + toPaise(line.left), 0), toPaise(saleLeft(summary))));
    case 'amount':
      return parseRupees(form.amount) ?? 0;
    case 'lines':
      return toRupees(
        returnableLines(summary).reduce((sum, line) => {
          const units = parseUnits(form.qty[line.line], line.qtyLeft) ?? 0;
          // As the server shares a line (tokri_domain::refund): units are worth their share of
          // what is left, rounded down, and the last units take all of it.
          const left = toPaise(line.left);
          return sum + (units === line.qtyLeft ? left : Math.floor((left * units) / line.qtyLeft));
        }, 0),
      );
  }
}

/** The body to send, or what to correct first. */
export function refundBody(
  form: RefundForm,
  summary: OrderRefunds,
  requestId: string,
): { body: RefundRequest } | { errors: RefundFormErrors } {
  const errors: RefundFormErrors = {};
  const reason = form.reason.trim();
  if (!reason) errors.reason = MSG.refundReasonRequired;
  const body: RefundRequest = { requestId, reason, mode: form.mode };
  if (form.mode === 'amount') {
    const amount = parseRupees(form.amount);
    if (amount === null) errors.amount = MSG.refundAmountInvalid;
    else body.amount = amount;
  } else if (form.mode === 'lines') {
    const lines: NonNullable<RefundRequest['lines']> = [];
    let wrong = false;
    for (const line of returnableLines(summary)) {
      const units = parseUnits(form.qty[line.line], line.qtyLeft);
      if (units === null) wrong = true;
      else if (units > 0) lines.push({ line: line.line, qty: units });
    }
    if (wrong) errors.lines = 'Give whole units, from 0 up to what is left of each line.';
    else if (lines.length === 0) errors.lines = MSG.refundNoUnits;
    else body.lines = lines;
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/** The reason sent with a payment given back whole, from why the order flagged it. */
export function excessReason(refund: Pick<OrderRefund, 'reason'> | null | undefined): string {
  switch (refund?.reason) {
    case 'cancelled':
      return 'Payment received after the order was cancelled';
    case 'duplicate':
      return 'Order paid twice';
    default:
      return 'Payment that bought nothing, given back whole';
  }
}

/** What to tell the admin once the server answered a refund, and whether it went wrong. */
export function refundOutcome(refund: Refund): { tone: 'success' | 'error'; text: string } {
  const amount = formatMoney(refund.amount);
  const note = refund.creditNote ? ` Credit note ${refund.creditNote.number} was issued and mailed to the customer.` : '';
  if (refund.status === 'failed') {
    return { tone: 'error', text: `The refund of ${amount} failed${refund.failure ? `: ${refund.failure}` : '.'}` };
  }
  if (refund.status === 'processed') {
    return { tone: 'success', text: `${refund.method === 'cash' ? `Recorded ${amount} handed back in cash.` : `Refunded ${amount}.`}${note}` };
  }
  return { tone: 'success', text: `Refund of ${amount} sent to Razorpay. It shows as refunded once Razorpay confirms it.${note}` };
}
