// "Payment method" (issue 11 part 4): pay online, or cash on delivery when the shop offers it for
// this total; otherwise the cash choice is disabled and says why.
import { Banknote, CreditCard, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../lib/payment-options';

interface Props {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Why cash on delivery cannot be chosen, or null when it can. */
  codReason: string | null;
}

function Choice({
  value,
  checked,
  disabled = false,
  note,
  icon,
  onChange,
}: {
  value: PaymentMethod;
  checked: boolean;
  disabled?: boolean;
  note: string;
  icon: ReactNode;
  onChange: (method: PaymentMethod) => void;
}) {
  const noteId = `payment-method-${value}-note`;
  const titleId = `payment-method-${value}-title`;
  return (
    <label
      className={`flex gap-3 rounded-2xl border border-stone-200 bg-white p-4 transition-colors has-checked:border-emerald-700 has-checked:bg-emerald-50 has-checked:ring-1 has-checked:ring-emerald-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-600 dark:border-stone-700 dark:bg-stone-900 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/50 dark:has-checked:ring-emerald-400 ${
        disabled ? 'cursor-not-allowed bg-stone-50 dark:bg-stone-900/60' : 'cursor-pointer hover:border-emerald-600 dark:hover:border-emerald-400'
      }`}
    >
      <input
        type="radio"
        name="payment-method"
        value={value}
        checked={checked}
        disabled={disabled}
        aria-labelledby={titleId}
        aria-describedby={noteId}
        onChange={() => onChange(value)}
        className="mt-1 size-4 shrink-0 accent-emerald-700 focus-visible:outline-none dark:accent-emerald-400"
      />
      <span className={`grid size-9 shrink-0 place-items-center rounded-xl ${disabled ? 'bg-stone-100 text-stone-500 dark:bg-stone-800' : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200'}`}>
        {icon}
      </span>
      <span className="min-w-0 text-sm">
        <span id={titleId} className={`block font-bold ${disabled ? 'text-stone-600 dark:text-stone-400' : 'text-stone-900 dark:text-stone-100'}`}>
          {PAYMENT_METHOD_LABELS[value]}
        </span>
        <span id={noteId} className="mt-0.5 block text-stone-600 dark:text-stone-400">
          {note}
        </span>
      </span>
    </label>
  );
}

export function PaymentMethodCard({ method, onChange, codReason }: Props) {
  return (
    <section aria-labelledby="checkout-payment-heading" className="card p-5 sm:p-6">
      <h2 id="checkout-payment-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <Wallet aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        Payment method
      </h2>
      <div role="radiogroup" aria-labelledby="checkout-payment-heading" className="mt-4 grid gap-3 sm:grid-cols-2">
        <Choice
          value="online"
          checked={method === 'online'}
          note="Pay now in a secure window."
          icon={<CreditCard aria-hidden="true" className="size-5" />}
          onChange={onChange}
        />
        <Choice
          value="cod"
          checked={method === 'cod'}
          disabled={codReason !== null}
          note={codReason ?? 'Pay in cash when your order arrives.'}
          icon={<Banknote aria-hidden="true" className="size-5" />}
          onChange={onChange}
        />
      </div>
    </section>
  );
}
