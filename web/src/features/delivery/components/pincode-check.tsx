// "Check delivery" on the product page: a PIN code box answering "Delivers to 411001 — earliest
// tomorrow 7–11" or "We don't deliver to 110001 yet". The last PIN code checked is remembered.
import { CircleCheck, CircleX, LoaderCircle, Truck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@/lib/format/money';
import { readString, STORAGE_KEYS, writeString } from '@/lib/storage';
import { CHECK_FAILED, usePincodeCheck } from '../api/check-pincode';
import { INVALID_PINCODE, parsePincode } from '../lib/pincode';

export function PincodeCheck() {
  const id = useId();
  const [value, setValue] = useState(() => readString(STORAGE_KEYS.deliveryPincode) ?? '');
  const [asked, setAsked] = useState<string | null>(() => parsePincode(value));
  const [error, setError] = useState<string | null>(null);
  const check = usePincodeCheck(asked);

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
    writeString(STORAGE_KEYS.deliveryPincode, pincode);
  };

  const answer = check.data;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-bold">
        <Truck aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
        Check delivery
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 flex max-w-sm gap-2">
        <label htmlFor={`${id}-pincode`} className="sr-only">
          PIN code
        </label>
        <input
          id={`${id}-pincode`}
          name="pincode"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder="Enter PIN code"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`field py-2 ${error ? 'border-red-600 dark:border-red-500' : ''}`}
        />
        <button type="submit" className="btn btn-outline shrink-0 py-2">
          Check
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {asked && check.isFetching && !answer && (
          <p className="mt-2 flex items-center gap-2 text-stone-600 dark:text-stone-400">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Checking...
          </p>
        )}
        {asked && check.isError && <p className="mt-2 font-medium text-red-700 dark:text-red-400">{CHECK_FAILED}</p>}
        {answer && (
          <div className="mt-2">
            <p
              data-testid="delivery-check-result"
              className={`flex items-start gap-1.5 font-semibold ${
                answer.served ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-400'
              }`}
            >
              {answer.served ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {answer.message}
            </p>
            {answer.served && answer.extraFee > 0 && (
              <p className="mt-1 pl-5.5 text-stone-600 dark:text-stone-400">
                Extra delivery charge: {formatMoney(answer.extraFee)}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
