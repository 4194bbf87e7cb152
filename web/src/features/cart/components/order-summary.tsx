import type { ReactNode } from 'react';
import { FREE_DELIVERY_THRESHOLD } from '@/lib/constants';
import type { CartTotals } from '@/lib/cart/totals';
import { TotalsList } from '@/components/ui/totals-list';
import { formatPrice } from '@/lib/format/money';

interface OrderSummaryProps {
  totals: CartTotals;
  isEmpty: boolean;
  /** What the MRP saves (the server's quote, issue 20). */
  savings?: number;
  /** The subtotal from which delivery is free (the quote's, else the spec's ₹1999). */
  freeDeliveryFrom?: number;
  children?: ReactNode;
}

/** Subtotal, delivery fee (free from ₹1999, else ₹119, none for an empty cart) and total. */
export function OrderSummary({ totals, isEmpty, savings = 0, freeDeliveryFrom = FREE_DELIVERY_THRESHOLD, children }: OrderSummaryProps) {
  const toFree = freeDeliveryFrom - totals.subtotal;
  return (
    <section aria-labelledby="summary-heading" className="card p-6">
      <h2 id="summary-heading" className="font-display text-xl font-bold">
        Order summary
      </h2>
      <TotalsList totals={totals} isEmpty={isEmpty} savings={savings} testIdPrefix="summary" />
      {!isEmpty && toFree > 0 && (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-xs text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          Add {formatPrice(Math.round(toFree * 100) / 100)} more for free delivery.
        </p>
      )}
      {children}
    </section>
  );
}
