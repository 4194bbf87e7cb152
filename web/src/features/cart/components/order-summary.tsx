import type { ReactNode } from 'react';
import { FREE_DELIVERY_THRESHOLD } from '@/lib/constants';
import type { CartTotals } from '@/lib/cart/totals';
import { TotalsList } from '@/components/ui/totals-list';
import { formatPrice } from '@/lib/format/money';
import { NO_DISCOUNTS, type SummaryDiscounts } from '@/lib/promotions/discount-lines';

interface OrderSummaryProps {
  totals: CartTotals;
  isEmpty: boolean;
  /** What the MRP saves (the server's quote, issue 20). */
  savings?: number;
  /** The goods value from which delivery is free (the quote's, else the spec's ₹1999). */
  freeDeliveryFrom?: number;
  /** The offers' and coupon's lines (issue 21): free delivery counts from the subtotal less them. */
  discounts?: SummaryDiscounts;
  /** Under the totals: the coupon box. */
  children?: ReactNode;
}

/**
 * Subtotal, the offers' and coupon's discounts, delivery fee (free from ₹1999 after discounts, else
 * ₹119, none for an empty cart) and total.
 */
export function OrderSummary({
  totals,
  isEmpty,
  savings = 0,
  freeDeliveryFrom = FREE_DELIVERY_THRESHOLD,
  discounts = NO_DISCOUNTS,
  children,
}: OrderSummaryProps) {
  const toFree = freeDeliveryFrom - (totals.subtotal - discounts.discount);
  return (
    <section aria-labelledby="summary-heading" className="card p-6">
      <h2 id="summary-heading" className="font-display text-xl font-bold">
        Order summary
      </h2>
      <TotalsList
        totals={totals}
        isEmpty={isEmpty}
        savings={savings}
        discounts={discounts}
        freeDeliveryFrom={freeDeliveryFrom}
        testIdPrefix="summary"
      />
      {!isEmpty && toFree > 0 && totals.deliveryFee > 0 && (
        <p className="mt-4 rounded-xl bg-amber-50 p-3 text-xs text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          Add {formatPrice(Math.round(toFree * 100) / 100)} more for free delivery.
        </p>
      )}
      {!isEmpty && children}
    </section>
  );
}
