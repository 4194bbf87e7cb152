import type { ReactNode } from 'react';
import { FREE_DELIVERY_THRESHOLD } from '@/lib/constants';
import type { CartTotals } from '@/lib/cart/totals';
import { formatMoney, formatPrice } from '@/lib/format/money';

interface OrderSummaryProps {
  totals: CartTotals;
  isEmpty: boolean;
  children?: ReactNode;
}

/** Subtotal, delivery fee (free from ₹1999, else ₹119, none for an empty cart) and total. */
export function OrderSummary({ totals, isEmpty, children }: OrderSummaryProps) {
  const toFree = FREE_DELIVERY_THRESHOLD - totals.subtotal;
  return (
    <section aria-labelledby="summary-heading" className="card p-6">
      <h2 id="summary-heading" className="font-display text-xl font-bold">
        Order summary
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600 dark:text-stone-400">Subtotal</dt>
          <dd data-testid="summary-subtotal" className="font-semibold tabular-nums">
            {formatMoney(totals.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-600 dark:text-stone-400">Delivery fee</dt>
          <dd data-testid="summary-delivery" className="font-semibold tabular-nums">
            {isEmpty ? formatMoney(0) : totals.deliveryFee === 0 ? 'Free' : formatMoney(totals.deliveryFee)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-3 text-base dark:border-stone-700">
          <dt className="font-bold">Total</dt>
          <dd data-testid="summary-total" className="font-extrabold tabular-nums">
            {formatMoney(totals.total)}
          </dd>
        </div>
      </dl>
      {!isEmpty && toFree > 0 && (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-xs text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          Add {formatPrice(Math.round(toFree * 100) / 100)} more for free delivery.
        </p>
      )}
      {children}
    </section>
  );
}
