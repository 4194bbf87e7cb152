// How an order reads, for the customer's orders and the admin's (SPEC §2 Orders, Order detail).
import type { Schemas } from '@/lib/api/client';

type Order = Schemas['Order'];

/**
 * The order's short number, the same on every screen, mail, packing slip and invoice (issue 26):
 * '#10482'. The spec's order id (its first 8 characters) stays where the spec shows it.
 */
export function orderNumberLabel(order: Pick<Order, 'orderNumber'>): string {
  return `#${order.orderNumber}`;
}

const METHODS: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  sandbox: 'Sandbox',
  bank_transfer: 'Bank transfer',
};

type PaymentFields = Pick<Order, 'paymentInfo'> & Partial<Pick<Order, 'paymentMethod' | 'paymentStatus'>>;

/**
 * The payment method: 'Cash on delivery' for a cash order (issue 11), else the online method, or
 * 'N/A' when the order has no payment (or no method) yet.
 */
export function paymentMethodLabel(order: PaymentFields): string {
  if (order.paymentMethod === 'cod') return 'Cash on delivery';
  const method = order.paymentInfo?.method?.trim();
  if (!method) return 'N/A';
  return METHODS[method.toLowerCase()] ?? method;
}

/** 'COD due' while the cash is to be collected; else 'Paid' when payment info exists, else 'N/A' (SPEC §2 Order detail). */
export function paymentStatusLabel(order: PaymentFields): string {
  if (order.paymentStatus === 'cod_due') return 'COD due';
  return order.paymentInfo ? 'Paid' : 'N/A';
}

/** The payment line of the orders list: a cash order's method and status, an unpaid one's wait. */
export function paymentNote(order: PaymentFields & Pick<Order, 'status'>): string | null {
  if (order.paymentMethod === 'cod') return `${paymentMethodLabel(order)} · ${paymentStatusLabel(order)}`;
  if (order.status === 'Pending' && order.paymentStatus !== 'paid') return 'Awaiting payment.';
  return null;
}

type OrderItem = Order['items'][number];

/** An item's name with its variant's label (issue 20): "Alphonso Mangoes · 12 pieces"; the name alone without one. */
export function itemName(item: Pick<OrderItem, 'name'> & { variantLabel?: string | null }): string {
  const label = item.variantLabel?.trim();
  return label ? `${item.name} · ${label}` : item.name;
}

/** "Alphonso Mango × 2, Kiwi × 1" — at most `limit` names (with their variant's label), then "and N more". */
export function itemSummary(items: Order['items'], limit = 2): string {
  if (items.length === 0) return 'No items';
  const shown = items.slice(0, limit).map((item) => `${itemName(item)} × ${item.qty}`);
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

/** The User column of the admin's list: name, else email, else 'Unknown'. */
export function orderUserLabel(user: Pick<Schemas['OrderUser'], 'name' | 'email'>): string {
  return user.name.trim() || user.email.trim() || 'Unknown';
}
