// The owner's delivery slots: the list (edited in place) and a form to add one.
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useCreateSlot } from '../api/create-slot';
import type { DeliverySlot } from '../api/get-delivery-settings';
import { failure, headClass, Problem } from './admin-parts';
import { SlotRow } from './slot-row';

const EMPTY = { start: '', end: '', capacity: '20' };

function AddSlotForm({ onError }: { onError: (message: string | null) => void }) {
  const [values, setValues] = useState(EMPTY);
  const create = useCreateSlot();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onError(null);
    create.mutate(
      { start: values.start, end: values.end, capacity: Number(values.capacity), active: true },
      {
        onSuccess: (slot) => {
          setValues(EMPTY);
          toast.success(`Slot ${slot.label} added`);
        },
        onError: (e) => onError(failure(e, 'Could not add the slot.')),
      },
    );
  };

  const field = (name: keyof typeof EMPTY, label: string, type: string) => (
    <TextField
      dense
      label={label}
      type={type}
      required
      min={type === 'number' ? 1 : undefined}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );

  return (
    <form onSubmit={submit} aria-label="Add a slot" className="grid grid-cols-2 items-end gap-3 border-t border-stone-200 p-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] dark:border-stone-800">
      {field('start', 'Starts at', 'time')}
      {field('end', 'Ends at', 'time')}
      {field('capacity', 'Orders per day', 'number')}
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        <Plus aria-hidden="true" className="size-4" />
        Add slot
      </button>
    </form>
  );
}

export function SlotsSection({ slots }: { slots: DeliverySlot[] }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="slots-heading" className="card overflow-hidden">
      <div className="p-4 pb-2">
        <h2 id="slots-heading" className="font-display text-lg font-bold">
          Delivery slots
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          Every day, in IST. Customers choose one at checkout; a slot takes at most its orders per day.
        </p>
      </div>
      {slots.length === 0 ? (
        <p className="px-4 py-3 text-sm text-stone-600 dark:text-stone-400">
          No slots: customers are not asked for a delivery day. Add one to start taking orders by slot.
        </p>
      ) : (
        // Below 640 px each slot is a card of two lines (its cells placed on a grid in SlotRow);
        // the column heads stay for screen readers.
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm whitespace-nowrap max-sm:block max-sm:border-t max-sm:border-stone-200 max-sm:dark:border-stone-800">
            <caption className="sr-only">Delivery slots</caption>
            <thead className="border-b border-stone-200 bg-stone-50 max-sm:sr-only dark:border-stone-800 dark:bg-stone-900/60">
              <tr>
                <th scope="col" className={headClass}>
                  Slot
                </th>
                <th scope="col" className={headClass}>
                  Hours
                </th>
                <th scope="col" className={headClass}>
                  Capacity
                </th>
                <th scope="col" className={headClass}>
                  Offered
                </th>
                <th scope="col" className={headClass}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 max-sm:block dark:divide-stone-800">
              {slots.map((slot) => (
                <SlotRow key={slot._id} slot={slot} onError={setError} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error && (
        <div className="px-4 pb-2">
          <Problem>{error}</Problem>
        </div>
      )}
      <AddSlotForm onError={setError} />
    </section>
  );
}
