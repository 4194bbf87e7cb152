// The order summary beside the checkout: totals, the pay button (its words follow the payment
// method), the outcome of the last Pay and a note on how the money moves. Below the lg
// breakpoint (phones, small tablets) it is a bar fixed to the bottom of the screen, clear of the
// home indicator, so the total and the Pay / Place order button are always in view while the form
// scrolls (issue 26). From lg up the totals show the offers' and coupon's lines and the coupon box
// (issue 21); below lg the checkout shows them in the page (CheckoutTotalsCard).
import { Banknote, LoaderCircle, LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { PHONE_BAR_CLASS, PhoneBarTotal } from '@/components/ui/phone-bar';
import { TotalsList } from '@/components/ui/totals-list';
import type { cartTotals } from '@/lib/cart/totals';
import { formatMoney } from '@/lib/format/money';
import type { SummaryDiscounts } from '@/lib/promotions/discount-lines';
import type { PaymentMessage } from '../hooks/use-checkout-payment';
import { payButtonLabel, type PaymentMethod } from '../lib/payment-options';
import { PaymentMessageBox } from './payment-message';

interface Props {
  totals: ReturnType<typeof cartTotals>;
  /** What the MRP saves (the server's quote, issue 20). */
  savings?: number;
  /** The offers' and coupon's lines (issue 21). */
  discounts?: SummaryDiscounts;
  /** The goods value from which delivery is free (a note under the delivery fee). */
  freeDeliveryFrom?: number;
  /** Under the totals from lg up: the coupon box. */
  coupon?: ReactNode;
  method: PaymentMethod;
  busy: boolean;
  /** The order cannot be placed yet (e.g. no delivery slot chosen). */
  disabled?: boolean;
  message: PaymentMessage | null;
  sandbox: boolean;
  onPay: () => void;
}

export function CheckoutSummary({
  totals,
  savings = 0,
  discounts,
  freeDeliveryFrom,
  coupon,
  method,
  busy,
  disabled = false,
  message,
  sandbox,
  onPay,
}: Props) {
  const Icon = method === 'cod' ? Banknote : LockKeyhole;
  const note =
    method === 'cod'
      ? `Please keep ${formatMoney(totals.total)} ready in cash for the delivery.`
      : sandbox
        ? 'Sandbox payments: no real money moves.'
        : 'Payments are processed securely by Razorpay.';
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      data-testid="checkout-summary"
      data-phone-bar
      className={`card p-6 lg:sticky lg:top-28 ${PHONE_BAR_CLASS}`}
    >
      <h2 id="checkout-summary-heading" className="font-display text-xl font-bold max-lg:sr-only">
        Order summary
      </h2>
      <div className="max-lg:hidden">
        <TotalsList totals={totals} savings={savings} discounts={discounts} freeDeliveryFrom={freeDeliveryFrom} testIdPrefix="checkout" />
        {coupon}
      </div>
      <PhoneBarTotal totals={totals} testId="checkout-bar-total" />
      <button
        type="button"
        onClick={onPay}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        className="btn btn-accent mt-6 w-full py-3 text-base max-lg:mt-2"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Icon aria-hidden="true" className="size-5" />}
        {busy ? 'Processing...' : payButtonLabel(method, totals.total)}
      </button>
      {message && <PaymentMessageBox message={message} />}
      <p className="mt-4 text-center text-xs text-stone-600 max-lg:mt-1 dark:text-stone-400">{note}</p>
    </section>
  );
}

/**
 * Below lg, where the summary is the bar at the bottom: the totals with the offers' and coupon's
 * lines, and the coupon box, as a card in the page.
 */
export function CheckoutTotalsCard({
  totals,
  savings = 0,
  discounts,
  freeDeliveryFrom,
  children,
}: Pick<Props, 'totals' | 'savings' | 'discounts' | 'freeDeliveryFrom'> & { children?: ReactNode }) {
  return (
    <section aria-labelledby="checkout-totals-heading" data-testid="checkout-totals-card" className="card p-5 sm:p-6 lg:hidden">
      <h2 id="checkout-totals-heading" className="font-display text-xl font-bold">
        Totals and coupon
      </h2>
      <TotalsList totals={totals} savings={savings} discounts={discounts} freeDeliveryFrom={freeDeliveryFrom} testIdPrefix="checkout-phone" />
      {children}
    </section>
  );
}
