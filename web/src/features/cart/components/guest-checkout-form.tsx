// The guest form (SPEC §2 Cart, §4 Guest checkout, §5): on a valid submit it creates a guest
// session and moves to /checkout with the address the server returned.
import { useId, useState, type ChangeEvent, type FormEvent, type HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, writeString } from '@/lib/storage';
import { GUEST_CHECKOUT_FAILED, useGuestCheckout } from '../api/guest-checkout';
import { proceedAlert } from '../lib/checkout-proceed';
import {
  EMPTY_GUEST,
  GUEST_FIELDS,
  serverFieldErrors,
  toGuestCheckoutRequest,
  trimGuest,
  validateGuest,
  type GuestErrors,
  type GuestField,
  type GuestValues,
} from '../lib/guest-form-rules';
import { CheckoutProceedButton } from './checkout-proceed-button';

interface FieldSpec {
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  wide?: boolean;
}

const FIELDS: Record<GuestField, FieldSpec> = {
  name: { label: 'Full name', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  mobile: { label: 'Mobile', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  street: { label: 'Street (house, street, area)', autoComplete: 'street-address', wide: true },
  city: { label: 'City', autoComplete: 'address-level2' },
  state: { label: 'State', autoComplete: 'address-level1' },
  zip: { label: 'Zip (PIN code)', autoComplete: 'postal-code', inputMode: 'numeric' },
  country: { label: 'Country', autoComplete: 'country-name' },
};

export function GuestCheckoutForm({ cartEmpty }: { cartEmpty: boolean }) {
  const id = useId();
  const session = useSession();
  const navigate = useNavigate();
  const guestCheckout = useGuestCheckout();
  const [values, setValues] = useState<GuestValues>(EMPTY_GUEST);
  const [errors, setErrors] = useState<GuestErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const fieldId = (field: GuestField) => `${id}-${field}`;
  const focusFirst = (found: GuestErrors) => {
    const first = GUEST_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const change = (field: GuestField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; the others keep theirs until the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
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
        void navigate('/checkout', { state: { address } });
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? serverFieldErrors(error.errors) : {};
        setErrors(fieldErrors);
        setServerError(error instanceof ApiError && error.message ? error.message : GUEST_CHECKOUT_FAILED);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-sm text-stone-600 dark:text-stone-400">
        Checking out as a guest. All fields are required.
      </p>
      <div className="mt-4 grid gap-x-4 gap-y-4 sm:grid-cols-2">
        {GUEST_FIELDS.map((field) => {
          const spec = FIELDS[field];
          const error = errors[field];
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
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId(field)}-error` : undefined}
                value={values[field]}
                onChange={change(field)}
                className={`field ${error ? 'border-red-600 dark:border-red-400' : ''}`}
              />
              {error && (
                <p id={`${fieldId(field)}-error`} className="mt-1 text-xs font-semibold text-red-700 dark:text-red-300">
                  {error}
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
      <div className="mt-6">
        <CheckoutProceedButton type="submit" busy={guestCheckout.isPending} />
      </div>
    </form>
  );
}
