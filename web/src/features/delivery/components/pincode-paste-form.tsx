// Paste many PIN codes at once (commas, spaces or line breaks; ranges like 411001-411062), with
// one extra delivery fee for all of them.
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useAddPincodes } from '../api/add-pincodes';
import { failure, labelClass, Problem } from './admin-parts';

export function PincodePasteForm() {
  const id = useId();
  const [text, setText] = useState('');
  const [fee, setFee] = useState('0');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const add = useAddPincodes();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    add.mutate(
      { pincodes: text, extraFee: fee.trim() === '' ? 0 : Number(fee) },
      {
        onSuccess: (done) => {
          setText(done.invalid.join(', '));
          setResult({ ok: true, message: done.message });
        },
        onError: (e) => setResult({ ok: false, message: failure(e, 'Could not add the PIN codes.') }),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="card p-4">
      <h2 id={`${id}-heading`} className="font-display text-lg font-bold">
        Add PIN codes
      </h2>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_13rem]">
        <div className="sm:row-span-2">
          <label htmlFor={`${id}-list`} className={labelClass}>
            PIN codes
          </label>
          <textarea
            id={`${id}-list`}
            required
            rows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={'411001, 411002 411003\n411010-411020'}
            aria-describedby={`${id}-hint`}
            className="field font-mono"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
            Separate them with commas, spaces or new lines; a range like 411001-411062 adds every code in it. Codes already listed take the fee below.
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-fee`} className={labelClass}>
            Extra delivery fee (₹)
          </label>
          <input id={`${id}-fee`} type="number" min={0} step={0.01} value={fee} onChange={(e) => setFee(e.target.value)} className="field" />
        </div>
        <button type="submit" className="btn btn-primary self-end whitespace-nowrap" disabled={add.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          {add.isPending ? 'Adding...' : 'Add PIN codes'}
        </button>
      </form>
      {result &&
        (result.ok ? (
          <p role="status" className="mt-3 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
            {result.message}
          </p>
        ) : (
          <div className="mt-3">
            <Problem>{result.message}</Problem>
          </div>
        ))}
    </section>
  );
}
