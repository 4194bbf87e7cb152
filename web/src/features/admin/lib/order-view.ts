// How the admin shows an order (SPEC §2 Orders list and Order detail).
import type { Schemas } from '@/lib/api/client';

export type AdminOrder = Schemas['Order'];

interface OrderUserLike {
  name?: string | null;
  email?: string | null;
}

/** The User column: name, else email, else 'Unknown'. */
export function orderUserLabel(user: OrderUserLike | string | null | undefined): string {
  if (!user || typeof user === 'string') return 'Unknown';
  return user.name?.trim() || user.email?.trim() || 'Unknown';
}

type PaymentFields = Pick<AdminOrder, 'paymentInfo'> & Partial<Pick<AdminOrder, 'paymentMethod' | 'paymentStatus'>>;

/** The payment method: 'Cash on delivery' for a cash order, else the online method, or N/A. */
export function paymentMethodLabel(order: PaymentFields): string {
  if (order.paymentMethod === 'cod') return 'Cash on delivery';
  return order.paymentInfo?.method?.trim() || 'N/A';
}

/** COD due while the courier is to collect cash; else Paid when payment info exists, else N/A. */
export function paymentStatusLabel(order: PaymentFields): string {
  if (order.paymentStatus === 'cod_due') return 'COD due';
  return order.paymentInfo ? 'Paid' : 'N/A';
}

/** The order's date: createdAt, or orderDate from older answers. */
export function orderDate(order: { createdAt?: string | null; orderDate?: string | null }): string | null {
  return order.createdAt ?? order.orderDate ?? null;
}

export function lineSubtotal(item: { price: number; qty: number }): number {
  return Math.round(item.price * item.qty * 100) / 100;
}

export type OrderRefund = NonNullable<AdminOrder['refund']>;

/** Why a payment must go back, in the owner's words. */
export function refundReasonLabel(refund: Pick<OrderRefund, 'reason'>): string {
  switch (refund.reason) {
    case 'cancelled':
      return 'Paid after the order was cancelled';
    case 'duplicate':
      return 'Paid twice';
    default:
      return 'Payment to return';
  }
}

/** What happened, and what to do about it. */
export function refundExplanation(refund: Pick<OrderRefund, 'reason'>): string {
  return refund.reason === 'cancelled'
    ? 'The payment arrived after this order was cancelled. The order stays cancelled and must not be delivered; return the whole payment to the customer.'
    : 'This order was already paid when a second payment came in. The order stands; return the extra payment to the customer.';
}
