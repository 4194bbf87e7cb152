import type { CartTotals } from '@/lib/cart/totals';
import { formatMoney, formatPrice } from '@/lib/format/money';
import { NO_DISCOUNTS, type SummaryDiscounts } from '@/lib/promotions/discount-lines';

interface TotalsListProps {
  totals: CartTotals;
  /** An empty cart has no delivery fee: it shows ₹0.00 rather than 'Free'. */
  isEmpty?: boolean;
  /** Prefix of the rows' test ids (`{prefix}-subtotal`, `-discount`, `-delivery`, `-total`). */
  testIdPrefix: string;
  /** What the MRP saves (issue 20): "You save ₹X on MRP" when above zero. */
  savings?: number;
  /** The offers' and coupon's lines under the subtotal, and the offer that made delivery free (issue 21). */
  discounts?: SummaryDiscounts;
  /** The goods value from which delivery is free: a note under the delivery fee says so. */
  freeDeliveryFrom?: number;
}

const TERM = 'text-stone-600 dark:text-stone-400';

/**
 * Subtotal, a line per offer or coupon ("Offer: …", "Coupon CODE", −₹amount), delivery fee and
 * total (SPEC §9), as shown in the cart's and checkout's summaries.
 */
export function TotalsList({ totals, isEmpty = false, testIdPrefix, savings = 0, discounts = NO_DISCOUNTS, freeDeliveryFrom }: TotalsListProps) {
  const delivery = isEmpty ? formatMoney(0) : totals.deliveryFee === 0 ? 'Free' : formatMoney(totals.deliveryFee);
  const deliveryNote = isEmpty
    ? null
    : discounts.freeDeliveryBy ?? (freeDeliveryFrom !== undefined ? `Free delivery from ${formatPrice(freeDeliveryFrom)} after discounts` : null);
  return (
    <dl className="mt-5 space-y-3 text-sm">
      <div className="flex justify-between">
        <dt className={TERM}>Subtotal</dt>
        <dd data-testid={`${testIdPrefix}-subtotal`} className="font-semibold tabular-nums">
          {formatMoney(totals.subtotal)}
        </dd>
      </div>
      {!isEmpty &&
        discounts.lines.map((line) => (
          <div key={line.key} data-testid={`${testIdPrefix}-discount`} className="flex justify-between gap-3">
            <dt className="min-w-0 break-words text-emerald-800 dark:text-emerald-300">{line.label}</dt>
            <dd className="shrink-0 font-semibold text-emerald-800 tabular-nums dark:text-emerald-300">−{formatMoney(line.amount)}</dd>
          </div>
        ))}
      <div className="flex justify-between gap-3">
        <dt className={TERM}>
          Delivery fee
          {deliveryNote && (
            <span data-testid={`${testIdPrefix}-delivery-note`} className="block text-xs">
              {deliveryNote}
            </span>
          )}
        </dt>
        <dd data-testid={`${testIdPrefix}-delivery`} className="shrink-0 font-semibold tabular-nums">
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
