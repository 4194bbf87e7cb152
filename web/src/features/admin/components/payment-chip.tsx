// A small mark in the orders list for orders whose money is not in yet: cash to collect, or an
// online checkout never paid (shown with "Show unpaid checkouts").
import type { AdminOrder } from '../lib/order-view';

export function PaymentChip({ order }: { order: Pick<AdminOrder, 'paymentStatus'> }) {
  if (order.paymentStatus === 'paid') return null;
  const cod = order.paymentStatus === 'cod_due';
  return (
    <span
      data-testid="payment-chip"
      className={`ml-2 inline-flex rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${
        cod
          ? 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950/50 dark:text-amber-100 dark:ring-amber-500/40'
          : 'bg-stone-100 text-stone-700 ring-stone-400/40 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-600'
      }`}
    >
      {cod ? 'COD due' : 'Unpaid'}
    </span>
  );
}
