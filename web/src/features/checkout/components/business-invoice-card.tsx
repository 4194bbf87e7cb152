// "Add my GSTIN for a business invoice" (issue 24): unticked until a buyer buying for a business
// ticks it; then the GSTIN (upper-cased as typed) and the business's legal name, which the GST tax
// invoice carries so the business can claim the input tax credit. Sent with the order as `business`.
import type { ChangeEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { BUSINESS_FIELD_IDS, type BusinessInvoiceForm } from '../hooks/use-business-invoice';
import { GSTIN_LENGTH } from '../lib/business-invoice';

/** Upper-cases the GSTIN in the field itself, so the cursor stays where the buyer is typing. */
function upperCased(event: ChangeEvent<HTMLInputElement>): string {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper !== input.value) {
    const { selectionStart, selectionEnd } = input;
    input.value = upper;
    if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
  }
  return upper;
}

export function BusinessInvoiceCard({ form }: { form: BusinessInvoiceForm }) {
  return (
    <section aria-label="Business invoice" className="card p-5 sm:p-6">
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          checked={form.wanted}
          onChange={(event) => form.setWanted(event.target.checked)}
          aria-describedby="checkout-business-hint"
          className="size-4 shrink-0 accent-emerald-700 dark:accent-emerald-400"
        />
        <span>Add my GSTIN for a business invoice (GST input credit)</span>
      </label>
      <p id="checkout-business-hint" className="mt-1 pl-7 text-sm text-stone-600 dark:text-stone-400">
        Buying for a business? Your tax invoice will name it, with its GSTIN.
      </p>
      {form.wanted && (
        <div className="mt-5 grid gap-4 border-t border-stone-200 pt-5 sm:grid-cols-2 dark:border-stone-800">
          <TextField
            id={BUSINESS_FIELD_IDS.gstin}
            label="GSTIN"
            required
            autoComplete="off"
            inputMode="text"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={GSTIN_LENGTH}
            enterKeyHint="next"
            controlClassName="font-mono tracking-wide"
            value={form.values.gstin}
            onChange={(event) => form.set('gstin', upperCased(event))}
            error={form.errors.gstin}
            hint="15 characters, as on the GST registration certificate."
          />
          <TextField
            id={BUSINESS_FIELD_IDS.legalName}
            label="Business legal name (as registered for GST)"
            required
            autoComplete="organization"
            autoCapitalize="words"
            enterKeyHint="done"
            value={form.values.legalName}
            onChange={(event) => form.set('legalName', event.target.value)}
            error={form.errors.legalName}
          />
        </div>
      )}
    </section>
  );
}
