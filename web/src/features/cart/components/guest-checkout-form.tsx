// The guest form (SPEC §2 Cart, §4 Guest checkout, §5): on a valid submit it creates a guest
// session and moves to /checkout with the address the server returned. The PIN code comes before
// the address and fills its city and state (issue 26); a wrong field is brought into view.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { revealAndFocus } from '@/lib/focus-field';
import { rememberedPin } from '@/lib/remembered-pin';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, writeString } from '@/lib/storage';
import { usePinFill } from '@/lib/use-pin-fill';
import { GUEST_CHECKOUT_FAILED, useGuestCheckout } from '../api/guest-checkout';
import { checkoutState, proceedAlert } from '../lib/checkout-proceed';
import { GUEST_FIELD_SPECS, GUEST_FORM_ORDER } from '../lib/guest-fields';
import {
  EMPTY_GUEST,
  serverFieldErrors,
  toGuestCheckoutRequest,
  trimGuest,
  validateGuest,
  type GuestErrors,
  type GuestField,
  type GuestValues,
} from '../lib/guest-form-rules';
import { CheckoutProceedButton } from './checkout-proceed-button';
import { ProceedBar } from './proceed-bar';

/** `gift`: the buyer said the order is a gift, so checkout opens with the recipient's fields. */
export function GuestCheckoutForm({ cartEmpty, gift }: { cartEmpty: boolean; gift: boolean }) {
  const id = useId();
  const session = useSession();
  const navigate = useNavigate();
  const guestCheckout = useGuestCheckout();
  const fillFromPin = usePinFill();
  // The PIN code checked on the home or product page starts the form (with its city and state).
  const [values, setValues] = useState<GuestValues>(() => {
    const pin = rememberedPin();
    return pin ? fillFromPin({ ...EMPTY_GUEST, zip: pin }, pin) : EMPTY_GUEST;
  });
  const [errors, setErrors] = useState<GuestErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const fieldId = (field: GuestField) => `${id}-${field}`;
  // The first wrong field as the form shows them, scrolled into view with the cursor in it.
  const focusFirst = (found: GuestErrors) => {
    const first = GUEST_FORM_ORDER.find((field) => found[field]);
    if (first) revealAndFocus(document.getElementById(fieldId(first)));
  };

  const change = (field: GuestField) => (event: ChangeEvent<HTMLInputElement>) => {
    const changed = { ...values, [field]: event.target.value };
    // A whole PIN code fills the city and state, unless the customer typed them.
    const next = field === 'zip' ? fillFromPin(changed, changed.zip) : changed;
    setValues(next);
    // A corrected (or filled) field loses its message; the others keep theirs until the next submit.
    const fixed = GUEST_FORM_ORDER.filter((name) => errors[name] && next[name] !== values[name]);
    if (fixed.length > 0) setErrors((current) => ({ ...current, ...Object.fromEntries(fixed.map((name) => [name, undefined])) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guestCheckout.isPending) return;
    setServerError(null);
    const trimmed = trimGuest(values);
    setValues(trimmed);
    const alertText = proceedAlert({ cartEmpty, mode: 'guest', values: trimmed });
    const found = cartEmpty ? {} : validateGuest(trimmed);
    setErrors(found);
    if (alertText) {
      window.alert(alertText);
      focusFirst(found);
      return;
    }
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    guestCheckout.mutate(toGuestCheckoutRequest(trimmed), {
      onSuccess: ({ token, user }) => {
        const address = user.addresses[0];
        session.login(token, user);
        if (!address) {
          setServerError(GUEST_CHECKOUT_FAILED);
          return;
        }
        writeString(STORAGE_KEYS.selectedAddressId, address._id);
        void navigate('/checkout', { state: checkoutState(address, gift) });
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.errors) : {};
        setErrors(fieldErrors);
        setServerError(error instanceof ApiError && error.message ? error.message : GUEST_CHECKOUT_FAILED);
        focusFirst(fieldErrors);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-sm text-stone-600 dark:text-stone-400">
        Checking out as a guest. All fields are required.
      </p>
      <div className="mt-4 grid gap-x-4 gap-y-4 sm:grid-cols-2">
        {GUEST_FORM_ORDER.map((field) => {
          const spec = GUEST_FIELD_SPECS[field];
          const error = errors[field];
          const describedBy = [error ? `${fieldId(field)}-error` : null, spec.hint ? `${fieldId(field)}-hint` : null].filter(Boolean).join(' ');
          return (
            <div key={field} className={spec.wide ? 'sm:col-span-2' : undefined}>
              <label htmlFor={fieldId(field)} className="mb-1 block text-xs font-semibold text-stone-700 dark:text-stone-300">
                {spec.label}
              </label>
              <input
                id={fieldId(field)}
                name={field}
                type={spec.type ?? 'text'}
                autoComplete={spec.autoComplete}
                inputMode={spec.inputMode}
                enterKeyHint={spec.enterKeyHint}
                autoCapitalize={spec.autoCapitalize}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                value={values[field]}
                onChange={change(field)}
                className={`field ${error ? 'border-red-600 dark:border-red-400' : ''}`}
              />
              {error && (
                <p id={`${fieldId(field)}-error`} className="mt-1 text-xs font-semibold text-red-700 dark:text-red-300">
                  {error}
                </p>
              )}
              {spec.hint && (
                <p id={`${fieldId(field)}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
                  {spec.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {serverError && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
          {serverError}
        </p>
      )}
      <ProceedBar>
        <CheckoutProceedButton type="submit" busy={guestCheckout.isPending} />
      </ProceedBar>
    </form>
  );
}
