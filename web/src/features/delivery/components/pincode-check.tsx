// "Check delivery" on the home and product pages and the shipping page (issue 26): a PIN code box
// answering "Delivering to 411001 · next slot tomorrow 7–11 am", or, where the shop does not
// deliver yet, the areas it does and a waiting list. The PIN code is remembered on the device: a
// served one comes back folded to its answer and a "Change" button on every visit.
import { LoaderCircle, Truck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { rememberedPin, rememberPin } from '@/lib/remembered-pin';
import { CHECK_FAILED, usePincodeCheck } from '../api/check-pincode';
import { INVALID_PINCODE, parsePincode } from '../lib/pincode';
import { PincodeAnswer } from './pincode-answer';
import { WaitlistForm } from './waitlist-form';

export function PincodeCheck({ className = '' }: { className?: string }) {
  const id = useId();
  const [asked, setAsked] = useState<string | null>(rememberedPin);
  const [value, setValue] = useState(asked ?? '');
  const [error, setError] = useState<string | null>(null);
  // The box is open: nothing remembered yet, or "Change" pressed.
  const [open, setOpen] = useState(asked === null);
  // A PIN code typed here (not remembered from an earlier visit): the box stays while it is checked.
  const [typed, setTyped] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const focusChange = useRef(false);
  const check = usePincodeCheck(asked);
  const answer = check.data;
  const showForm = open || check.isError || (answer ? !answer.served : typed);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pincode = parsePincode(value);
    if (!pincode) {
      setError(INVALID_PINCODE);
      return;
    }
    setError(null);
    setValue(pincode);
    setAsked(pincode);
    rememberPin(pincode);
    // Folded away once the answer says "Delivering to"; the cursor goes on to "Change".
    setOpen(false);
    setTyped(true);
    focusChange.current = document.activeElement !== null && event.currentTarget.contains(document.activeElement);
  };

  const change = (
    <button
      type="button"
      ref={(button) => {
        if (button && focusChange.current) button.focus();
        focusChange.current = false;
      }}
      onClick={() => {
        setOpen(true);
        // After the box renders.
        requestAnimationFrame(() => input.current?.select());
      }}
      aria-label="Change PIN code"
      className="rounded font-semibold text-emerald-700 underline underline-offset-2 hover:text-emerald-900 dark:text-emerald-400 dark:hover:text-emerald-200"
    >
      Change
    </button>
  );

  return (
    <section aria-labelledby={`${id}-title`} className={`rounded-2xl border border-stone-200 p-4 dark:border-stone-800 ${className}`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-bold">
        <Truck aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
        Check delivery
      </h2>
      {showForm && (
        <form noValidate onSubmit={submit} className="mt-3 flex max-w-sm gap-2">
          <label htmlFor={`${id}-pincode`} className="sr-only">
            PIN code
          </label>
          <input
            ref={input}
            id={`${id}-pincode`}
            name="pincode"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            enterKeyHint="go"
            maxLength={7}
            placeholder="Enter PIN code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`field min-w-0 py-2 ${error ? 'border-red-600 dark:border-red-500' : ''}`}
          />
          <button type="submit" className="btn btn-outline shrink-0 py-2">
            Check
          </button>
        </form>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {asked && check.isFetching && !answer && (
          <p className="mt-2 flex items-center gap-2 text-stone-600 dark:text-stone-400">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Checking {asked}...
          </p>
        )}
        {asked && check.isError && <p className="mt-2 font-medium text-red-700 dark:text-red-400">{CHECK_FAILED}</p>}
        {answer && <PincodeAnswer answer={answer} change={showForm ? undefined : change} />}
      </div>
      {answer && !answer.served && <WaitlistForm key={answer.pincode} pincode={answer.pincode} />}
    </section>
  );
}
