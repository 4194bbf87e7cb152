// The add and edit form of the address manager (SPEC §2, §5): seven required fields, trimmed on
// submit. The server's message and its per-field errors show in the form. The PIN code comes
// before the address and fills its city and state (issue 26); a wrong field is brought into view.
import { Check, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { revealAndFocus } from '@/lib/focus-field';
import { usePinFill } from '@/lib/use-pin-fill';
import {
  ADDRESS_FORM_ORDER,
  ADDRESS_LABELS,
  serverAddressErrors,
  trimAddress,
  validateAddress,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from '../lib/address-form';

interface AddressFormProps {
  title: string;
  submitLabel: string;
  initial: AddressValues;
  /** Saves the trimmed values; rejects with an ApiError (or an Error) when it fails. */
  onSubmit: (values: AddressValues) => Promise<unknown>;
  onCancel: () => void;
  /** Used when the failure carries no text of its own. */
  failureMessage: string;
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'enterKeyHint' | 'autoCapitalize' | 'type'>;

const INPUT: Record<AddressField, InputProps & { wide?: boolean }> = {
  name: { autoComplete: 'name', autoCapitalize: 'words', enterKeyHint: 'next' },
  mobile: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', enterKeyHint: 'next' },
  zip: { autoComplete: 'postal-code', inputMode: 'numeric', enterKeyHint: 'next' },
  street: { autoComplete: 'street-address', enterKeyHint: 'next', wide: true },
  city: { autoComplete: 'address-level2', enterKeyHint: 'next' },
  state: { autoComplete: 'address-level1', enterKeyHint: 'next' },
  country: { autoComplete: 'country-name', enterKeyHint: 'done' },
};

const HINTS: Partial<Record<AddressField, string>> = {
  mobile: '10-digit mobile number.',
  zip: '6-digit PIN code; fills in the city and state.',
};

export function AddressForm({ title, submitLabel, initial, onSubmit, onCancel, failureMessage }: AddressFormProps) {
  const titleId = useId();
  const [values, setValues] = useState<AddressValues>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fillFromPin = usePinFill();

  // Opening the form puts the cursor in its first field.
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const focusFirst = (found: AddressErrors) => {
    const first = ADDRESS_FORM_ORDER.find((field) => found[field]);
    if (first) revealAndFocus(form.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const trimmed = trimAddress(values);
    const found = validateAddress(trimmed);
    setValues(trimmed);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(trimmed);
    } catch (error) {
      const fields = error instanceof ApiError ? serverAddressErrors(error.errors) : {};
      setErrors(fields);
      setFormError(error instanceof Error && error.message ? error.message : failureMessage);
      focusFirst(fields);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-7">
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">All fields are required.</p>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId} className="mt-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {ADDRESS_FORM_ORDER.map((field) => {
            const { wide, ...input } = INPUT[field];
            return (
              <TextField
                key={field}
                className={wide ? 'sm:col-span-2' : ''}
                label={ADDRESS_LABELS[field]}
                name={field}
                required
                hint={HINTS[field]}
                value={values[field]}
                onChange={(event) => {
                  const changed = { ...values, [field]: event.target.value };
                  // A whole PIN code fills the city and state, unless the customer typed them.
                  const next = field === 'zip' ? fillFromPin(changed, changed.zip) : changed;
                  setValues(next);
                  setErrors((current) => {
                    const fixed = ADDRESS_FORM_ORDER.filter((name) => current[name] && next[name] !== values[name]);
                    if (fixed.length === 0) return current;
                    const rest = { ...current };
                    for (const name of fixed) delete rest[name];
                    return rest;
                  });
                }}
                error={errors[field]}
                {...input}
              />
            );
          })}
        </div>
        {formError && (
          <p
            role="alert"
            className="mt-5 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
          >
            {formError}
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onCancel} className="btn btn-outline">
            <X aria-hidden="true" className="size-4" />
            Cancel
          </button>
          <button type="submit" disabled={saving} className="btn btn-primary">
            <Check aria-hidden="true" className="size-4" />
            {saving ? 'Saving...' : submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
