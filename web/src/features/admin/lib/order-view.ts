// The admin's order, how a refund owed on it reads, and how the orders list names its payment
// method (the rest of an order's display is shared: src/lib/order-display.ts).
import type { Schemas } from '@/lib/api/client';
import { paymentMethodLabel } from '@/lib/order-display';

export type AdminOrder = Schemas['Order'];

export type PaymentMethod = Schemas['PaymentMethod'];

/** The ways to pay, as the orders list's Payment filter names them. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  online: 'Online',
  cod: paymentMethodLabel({ paymentMethod: 'cod' }),
};

/** The orders list's Payment column: the method once known ('UPI', 'Cash on delivery'), else 'Online'. */
export function orderPaymentLabel(order: Pick<AdminOrder, 'paymentMethod' | 'paymentInfo'>): string {
  if (order.paymentMethod === 'online' && !order.paymentInfo?.method?.trim()) return PAYMENT_METHOD_NAMES.online;
  return paymentMethodLabel(order);
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
