// "Is this a gift?" (issues 11 and 26): a checkbox that reveals where the gift goes (the
// recipient's name, mobile and address), a card message with a live character count, who it is
// from, and "hide prices" for the packing slip (on by default). When the shop sends WhatsApp
// messages (`whatsapp`), an unticked "tell the recipient on the delivery day". The buyer's address
// is billed.
import { CircleAlert, Gift } from 'lucide-react';
import { TextField } from '@/components/ui/text-field';
import { GIFT_FIELD_IDS, type GiftForm } from '../hooks/use-gift-form';
import { charCount, GIFT_MESSAGE_MAX } from '../lib/gift-form';

/**
 * The recipient's address after the PIN code, which leads (it decides the slots and fills the city
 * and state). Autofill reads it as its own section, the shipping address, apart from the buyer's.
 */
const RECIPIENT_ADDRESS = [
  { field: 'street', label: "Recipient's street and house", autoComplete: 'section-recipient shipping street-address' },
  { field: 'city', label: "Recipient's city", autoComplete: 'section-recipient shipping address-level2' },
  { field: 'state', label: "Recipient's state", autoComplete: 'section-recipient shipping address-level1' },
] as const;

const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-emerald-700 dark:accent-emerald-400';

function MessageField({ form }: { form: GiftForm }) {
  const id = GIFT_FIELD_IDS.message;
  const count = charCount(form.values.message);
  const over = count > GIFT_MESSAGE_MAX;
  const error = form.errors.message;
  return (
    <div className="sm:col-span-2">
      <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm font-semibold">
        <label htmlFor={id} className="text-stone-800 dark:text-stone-200">
          Gift message (optional)
        </label>
        <span
          id={`${id}-count`}
          data-testid="gift-message-count"
          className={`text-xs tabular-nums ${over ? 'font-bold text-red-700 dark:text-red-400' : 'font-medium text-stone-600 dark:text-stone-400'}`}
        >
          {count}/{GIFT_MESSAGE_MAX}
        </span>
      </div>
      <textarea
        id={id}
        value={form.values.message}
        onChange={(event) => form.set('message', event.target.value)}
        rows={3}
        autoComplete="off"
        enterKeyHint="enter"
        placeholder="Happy Diwali! With love from all of us."
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        className={`field resize-y py-2.5 ${error ? 'border-red-600 bg-red-50/40 dark:border-red-500 dark:bg-red-950/20' : ''}`}
      />
      <p className="mt-1.5 text-xs text-stone-600 dark:text-stone-400">Printed on a card in the box.</p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

export function GiftCard({ form, whatsapp = false }: { form: GiftForm; whatsapp?: boolean }) {
  return (
    <section aria-labelledby="checkout-gift-heading" className="card p-5 sm:p-6">
      <h2 id="checkout-gift-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <Gift aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        Is this a gift?
      </h2>
      {/* The label wraps its checkbox and text (the rule cannot see text in nested spans). */}
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control */}
      <label className="mt-3 flex cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={form.isGift}
          onChange={(event) => form.setIsGift(event.target.checked)}
          className={checkboxClass}
        />
        <span>
          <span className="block font-semibold">This order is a gift</span>
          <span className="block text-stone-600 dark:text-stone-400">
            We deliver to the recipient at the address you enter here, with your message. You are billed at your own
            address.
          </span>
        </span>
      </label>
      {form.isGift && (
        <div className="mt-5 grid gap-4 border-t border-stone-200 pt-5 sm:grid-cols-2 dark:border-stone-800">
          <TextField
            id={GIFT_FIELD_IDS.recipientName}
            label="Recipient's name"
            required
            autoComplete="section-recipient shipping name"
            autoCapitalize="words"
            enterKeyHint="next"
            value={form.values.recipientName}
            onChange={(event) => form.set('recipientName', event.target.value)}
            error={form.errors.recipientName}
          />
          <TextField
            id={GIFT_FIELD_IDS.recipientMobile}
            label="Recipient's mobile"
            required
            type="tel"
            inputMode="numeric"
            autoComplete="section-recipient shipping tel-national"
            enterKeyHint="next"
            value={form.values.recipientMobile}
            onChange={(event) => form.set('recipientMobile', event.target.value)}
            error={form.errors.recipientMobile}
            hint="The courier calls this number."
          />
          <TextField
            id={GIFT_FIELD_IDS.zip}
            label="Recipient's PIN code"
            required
            inputMode="numeric"
            autoComplete="section-recipient shipping postal-code"
            enterKeyHint="next"
            value={form.values.zip}
            onChange={(event) => form.set('zip', event.target.value)}
            error={form.errors.zip}
            hint="6-digit PIN code of where the gift goes; fills in the city and state."
          />
          {RECIPIENT_ADDRESS.map(({ field, label, autoComplete }) => (
            <TextField
              key={field}
              id={GIFT_FIELD_IDS[field]}
              label={label}
              required
              autoComplete={autoComplete}
              enterKeyHint="next"
              value={form.values[field]}
              onChange={(event) => form.set(field, event.target.value)}
              error={form.errors[field]}
            />
          ))}
          <MessageField form={form} />
          <TextField
            id={GIFT_FIELD_IDS.senderName}
            label="From (printed on the card)"
            autoComplete="name"
            autoCapitalize="words"
            enterKeyHint="done"
            value={form.values.senderName}
            onChange={(event) => form.set('senderName', event.target.value)}
            error={form.errors.senderName}
          />
          <label className="flex cursor-pointer items-start gap-3 text-sm sm:col-span-2">
            <input
              type="checkbox"
              checked={form.values.hidePrices}
              onChange={(event) => form.set('hidePrices', event.target.checked)}
              className={checkboxClass}
            />
            <span className="font-semibold">Hide prices on the packing slip</span>
          </label>
          {whatsapp && (
            <label className="flex cursor-pointer items-start gap-3 text-sm sm:col-span-2">
              <input
                type="checkbox"
                checked={form.values.notifyRecipient}
                onChange={(event) => form.set('notifyRecipient', event.target.checked)}
                className={checkboxClass}
              />
              <span className="font-semibold">Tell the recipient on the delivery day that a gift is on its way</span>
            </label>
          )}
        </div>
      )}
    </section>
  );
}
