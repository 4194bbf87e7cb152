// The cart's and checkout's bar fixed to the bottom of the screen below the lg breakpoint (phones
// and small tablets, where the page is one column): the total and the button that moves the order
// on stay in view while the form scrolls, clear of the home indicator (issue 26). From lg up it is
// part of the page as before.
import type { CartTotals } from '@/lib/cart/totals';
import { formatMoney } from '@/lib/format/money';

/**
 * Classes that make an element the bar below lg (it keeps its own look from lg up). Give the
 * element `data-phone-bar` too: the page then leaves room for it below the footer (index.css).
 */
export const PHONE_BAR_CLASS =
  'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:m-0 max-lg:rounded-none max-lg:rounded-t-2xl max-lg:border-t max-lg:border-stone-200 max-lg:bg-white max-lg:pt-3 max-lg:pr-[max(1rem,env(safe-area-inset-right))] max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:pl-[max(1rem,env(safe-area-inset-left))] max-lg:shadow-[0_-6px_20px_rgba(0,0,0,0.15)] dark:max-lg:border-stone-800 dark:max-lg:bg-stone-900';

/** The bar's total, with the delivery fee it includes; shown below lg only. */
export function PhoneBarTotal({ totals, testId, isEmpty = false }: { totals: CartTotals; testId: string; isEmpty?: boolean }) {
  const fee = isEmpty ? '' : totals.deliveryFee > 0 ? ` (incl. ${formatMoney(totals.deliveryFee)} delivery)` : ' (free delivery)';
  return (
    <p className="flex items-baseline justify-between gap-3 lg:hidden" data-testid={testId}>
      <span className="text-sm text-stone-600 dark:text-stone-400">Total{fee}</span>
      <span className="text-lg font-extrabold tabular-nums">{formatMoney(totals.total)}</span>
    </p>
  );
}
