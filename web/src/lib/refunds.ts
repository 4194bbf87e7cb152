// Refunds (issue 21) as both the admin's and the customer's order detail read them.
import type { Schemas } from './api/client';

export type Refund = Schemas['Refund'];
export type RefundLine = Schemas['RefundLine'];

export type RefundStatus = 'pending' | 'processed' | 'failed';

/** A refund's status; anything the server may add later reads as pending (not yet settled). */
export function refundStatus(refund: Pick<Refund, 'status'>): RefundStatus {
  return refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
}

/** What a refund gave back of one invoice line: "Alphonso Mango × 1", or the line alone when only value went back. */
export function refundLineLabel(line: Pick<RefundLine, 'description' | 'qty'>): string {
  return line.qty > 0 ? `${line.description} × ${line.qty}` : line.description;
}
