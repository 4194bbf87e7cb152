// Small display rules shared by the orders list and the order detail.
import type { Order } from '../api/get-orders';

const METHODS: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  sandbox: 'Sandbox',
};

/** The payment method, or 'N/A' when the order has no payment (or no method) yet. */
export function paymentMethodLabel(order: Pick<Order, 'paymentInfo'>): string {
  const method = order.paymentInfo?.method?.trim();
  if (!method) return 'N/A';
  return METHODS[method.toLowerCase()] ?? method;
}

/** 'Paid' when payment info exists, else 'N/A' (SPEC §2 Order detail). */
export function paymentStatusLabel(order: Pick<Order, 'paymentInfo'>): string {
  return order.paymentInfo ? 'Paid' : 'N/A';
}

/** "Alphonso Mango × 2, Kiwi × 1" — at most `limit` names, then "and N more". */
export function itemSummary(items: Order['items'], limit = 2): string {
  if (items.length === 0) return 'No items';
  const shown = items.slice(0, limit).map((item) => `${item.name} × ${item.qty}`);
  const rest = items.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ');
}

/** Sum of quantities. */
export function itemCount(items: Order['items']): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

/** Multiplies in paise so line subtotals never show float drift. */
export function lineSubtotal(price: number, qty: number): number {
  return (Math.round(price * 100) * qty) / 100;
}
