// Paste many PIN codes at once (commas, spaces or line breaks; ranges like 411001-411062), with
// one extra delivery fee for all of them.
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useAddPincodes } from '../api/add-pincodes';
import { failure, Problem } from './admin-parts';

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
        <TextAreaField
          dense
          className="sm:row-span-2"
          label="PIN codes"
          required
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'411001, 411002 411003\n411010-411020'}
          controlClassName="font-mono"
          hint="Separate them with commas, spaces or new lines; a range like 411001-411062 adds every code in it. Codes already listed take the fee below."
        />
        <TextField dense label="Extra delivery fee (₹)" type="number" min={0} step={0.01} value={fee} onChange={(e) => setFee(e.target.value)} />
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
