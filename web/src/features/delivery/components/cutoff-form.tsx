// The same-day cut-off: orders for today are taken until this IST time.
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/ui/text-field';
import { useUpdateCutoff } from '../api/update-cutoff';
import { failure, Problem } from './admin-parts';

export function CutoffForm({ cutoff }: { cutoff: string }) {
  const id = useId();
  const [value, setValue] = useState(cutoff);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCutoff();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(value, {
      onSuccess: (saved) => toast.success(`Same-day orders now close at ${saved.cutoff}`),
      onError: (e) => setError(failure(e, 'Could not save the cut-off.')),
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="card p-4">
      <h2 id={`${id}-heading`} className="font-display text-lg font-bold">
        Same-day cut-off
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        Until this time (IST) customers can choose today&apos;s slots that have not started.
      </p>
      <form onSubmit={submit} className="mt-3 flex items-end gap-3">
        <TextField dense label="Cut-off" type="time" required value={value} onChange={(e) => setValue(e.target.value)} />
        <button type="submit" className="btn btn-outline" disabled={update.isPending || value === cutoff}>
          <Save aria-hidden="true" className="size-4" />
          Save
        </button>
      </form>
      {error && (
        <div className="mt-3">
          <Problem>{error}</Problem>
        </div>
      )}
    </section>
  );
}
