import type { CartTotals } from '@/lib/cart/totals';
import { formatMoney, formatPrice } from '@/lib/format/money';

interface TotalsListProps {
  totals: CartTotals;
  /** An empty cart has no delivery fee: it shows ₹0.00 rather than 'Free'. */
  isEmpty?: boolean;
  /** Prefix of the rows' test ids (`{prefix}-subtotal`, `-delivery`, `-total`). */
  testIdPrefix: string;
  /** What the MRP saves (issue 20): "You save ₹X on MRP" when above zero. */
  savings?: number;
}

/** Subtotal, delivery fee and total (SPEC §9), as shown in the cart's and checkout's summaries. */
export function TotalsList({ totals, isEmpty = false, testIdPrefix, savings = 0 }: TotalsListProps) {
  const delivery = isEmpty ? formatMoney(0) : totals.deliveryFee === 0 ? 'Free' : formatMoney(totals.deliveryFee);
  return (
    <dl className="mt-5 space-y-3 text-sm">
      <div className="flex justify-between">
        <dt className="text-stone-600 dark:text-stone-400">Subtotal</dt>
        <dd data-testid={`${testIdPrefix}-subtotal`} className="font-semibold tabular-nums">
          {formatMoney(totals.subtotal)}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-stone-600 dark:text-stone-400">Delivery fee</dt>
        <dd data-testid={`${testIdPrefix}-delivery`} className="font-semibold tabular-nums">
          {delivery}
        </dd>
      </div>
      <div className="flex justify-between border-t border-stone-200 pt-3 text-base dark:border-stone-700">
        <dt className="font-bold">Total</dt>
        <dd data-testid={`${testIdPrefix}-total`} className="font-extrabold tabular-nums">
          {formatMoney(totals.total)}
        </dd>
      </div>
      {!isEmpty && savings > 0 && (
        <div>
          <dt className="sr-only">Savings</dt>
          <dd data-testid={`${testIdPrefix}-savings`} className="font-semibold text-emerald-700 dark:text-emerald-400">
            You save {formatPrice(savings)} on MRP
          </dd>
        </div>
      )}
    </dl>
  );
}
