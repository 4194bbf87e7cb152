// "Proceed to checkout" with the cart's total: below lg a bar fixed to the bottom of the screen, so
// the total and the button are in view wherever the address form is scrolled (issue 26); from lg
// up the button sits under the address as before, beside the order summary.
import type { ReactNode } from 'react';
import { PHONE_BAR_CLASS, PhoneBarTotal } from '@/components/ui/phone-bar';
import { useCartSummary } from '../hooks/cart-summary';

export function ProceedBar({ children }: { children: ReactNode }) {
  const { isEmpty, summary } = useCartSummary();
  return (
    <div data-testid="cart-bar" data-phone-bar className={`mt-6 ${PHONE_BAR_CLASS}`}>
      <PhoneBarTotal totals={summary.totals} isEmpty={isEmpty} testId="cart-bar-total" />
      <div className="max-lg:mt-2">{children}</div>
    </div>
  );
}
