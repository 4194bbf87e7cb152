import type { ReactNode } from 'react';
import { FREE_DELIVERY_THRESHOLD } from '@/lib/constants';
import type { CartTotals } from '@/lib/cart/totals';
import { TotalsList } from '@/components/ui/totals-list';
import { formatPrice } from '@/lib/format/money';

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
      <TotalsList totals={totals} isEmpty={isEmpty} testIdPrefix="summary" />
      {!isEmpty && toFree > 0 && (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-xs text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          Add {formatPrice(Math.round(toFree * 100) / 100)} more for free delivery.
        </p>
      )}
      {children}
    </section>
  );
}
