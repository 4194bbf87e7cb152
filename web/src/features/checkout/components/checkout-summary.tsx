// The order summary beside the checkout: totals, the pay button (its words follow the payment
// method), the outcome of the last Pay and a note on how the money moves.
import { Banknote, LoaderCircle, LockKeyhole } from 'lucide-react';
import { TotalsList } from '@/components/ui/totals-list';
import type { cartTotals } from '@/lib/cart/totals';
import { formatMoney } from '@/lib/format/money';
import type { PaymentMessage } from '../hooks/use-checkout-payment';
import { payButtonLabel, type PaymentMethod } from '../lib/payment-options';
import { PaymentMessageBox } from './payment-message';

interface Props {
  totals: ReturnType<typeof cartTotals>;
  method: PaymentMethod;
  busy: boolean;
  /** The order cannot be placed yet (e.g. no delivery slot chosen). */
  disabled?: boolean;
  message: PaymentMessage | null;
  sandbox: boolean;
  onPay: () => void;
}

export function CheckoutSummary({ totals, method, busy, disabled = false, message, sandbox, onPay }: Props) {
  const Icon = method === 'cod' ? Banknote : LockKeyhole;
  const note =
    method === 'cod'
      ? `Please keep ${formatMoney(totals.total)} ready in cash for the delivery.`
      : sandbox
        ? 'Sandbox payments: no real money moves.'
        : 'Payments are processed securely by Razorpay.';
  return (
    <section aria-labelledby="checkout-summary-heading" className="card p-6 lg:sticky lg:top-28">
      <h2 id="checkout-summary-heading" className="font-display text-xl font-bold">
        Order summary
      </h2>
      <TotalsList totals={totals} testIdPrefix="checkout" />
      <button
        type="button"
        onClick={onPay}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        className="btn btn-accent mt-6 w-full py-3 text-base"
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Icon aria-hidden="true" className="size-5" />}
        {busy ? 'Processing...' : payButtonLabel(method, totals.total)}
      </button>
      {message && <PaymentMessageBox message={message} />}
      <p className="mt-4 text-center text-xs text-stone-600 dark:text-stone-400">{note}</p>
    </section>
  );
}
