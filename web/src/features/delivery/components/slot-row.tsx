// One delivery slot in the owner's list: its hours, capacity and switch, edited in place.
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useDeleteSlot } from '../api/delete-slot';
import type { DeliverySlot } from '../api/get-delivery-settings';
import { useUpdateSlot } from '../api/update-slot';
import { failure } from './admin-parts';

const small = 'field w-full py-1.5';
const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 disabled:opacity-50 dark:text-stone-300 dark:hover:bg-stone-800';

export function SlotRow({ slot, onError }: { slot: DeliverySlot; onError: (message: string | null) => void }) {
  const [editing, setEditing] = useState(false);
  const fromSlot = () => ({ start: slot.start, end: slot.end, capacity: String(slot.capacity), active: slot.active });
  const [values, setValues] = useState(fromSlot);
  const update = useUpdateSlot();
  const remove = useDeleteSlot();

  const save = (event: FormEvent) => {
    event.preventDefault();
    onError(null);
    update.mutate(
      { id: slot._id, start: values.start, end: values.end, capacity: Number(values.capacity), active: values.active },
      {
        onSuccess: (saved) => {
          setEditing(false);
          toast.success(`Slot ${saved.label} saved`);
        },
        onError: (e) => onError(failure(e, 'Could not save the slot.')),
      },
    );
  };

  const toggle = () =>
    update.mutate(
      { id: slot._id, start: slot.start, end: slot.end, capacity: slot.capacity, active: !slot.active },
      { onError: (e) => onError(failure(e, 'Could not save the slot.')) },
    );

  const destroy = () => {
    if (!window.confirm(`Delete the ${slot.label} slot? Orders already placed keep it.`)) return;
    onError(null);
    remove.mutate(slot._id, {
      onSuccess: () => toast.success(`Slot ${slot.label} deleted`),
      onError: (e) => onError(failure(e, 'Could not delete the slot.')),
    });
  };

  if (editing) {
    return (
      <tr data-testid="slot-row" className="max-sm:block">
        <td colSpan={5} className="px-3 py-2 whitespace-normal max-sm:block max-sm:px-4">
          <form onSubmit={save} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
            <label className="grid gap-1 text-xs font-semibold">
              Start
              <input type="time" required value={values.start} onChange={(e) => setValues({ ...values, start: e.target.value })} className={small} />
            </label>
            <label className="grid gap-1 text-xs font-semibold">
              End
              <input type="time" required value={values.end} onChange={(e) => setValues({ ...values, end: e.target.value })} className={small} />
            </label>
            <label className="grid gap-1 text-xs font-semibold">
              Orders per day
              <input type="number" min={1} required value={values.capacity} onChange={(e) => setValues({ ...values, capacity: e.target.value })} className={small} />
            </label>
            <label className="flex items-center gap-2 pb-2 text-sm font-semibold">
              <input type="checkbox" checked={values.active} onChange={(e) => setValues({ ...values, active: e.target.checked })} className="size-4 accent-emerald-700" />
              Offered
            </label>
            <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
              <button type="submit" className={iconButton} aria-label="Save slot" disabled={update.isPending}>
                <Check aria-hidden="true" className="size-4" />
              </button>
              <button type="button" className={iconButton} aria-label="Cancel" onClick={() => setEditing(false)}>
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          </form>
        </td>
      </tr>
    );
  }

  return (
    // Below 640 px a card: the slot and its switch, then its hours, capacity and buttons.
    <tr data-testid="slot-row" className="max-sm:grid max-sm:grid-cols-[auto_1fr_auto] max-sm:items-center max-sm:gap-x-3 max-sm:px-4 max-sm:py-2.5">
      <th scope="row" className="px-3 py-2.5 text-left font-bold tabular-nums max-sm:col-span-2 max-sm:p-0 max-sm:text-base">
        {slot.label}
      </th>
      <td className="px-3 py-2.5 tabular-nums max-sm:row-start-2 max-sm:p-0">
        {slot.start} – {slot.end}
      </td>
      <td className="px-3 py-2.5 tabular-nums max-sm:row-start-2 max-sm:p-0 max-sm:text-stone-600 max-sm:dark:text-stone-400">{slot.capacity} a day</td>
      <td className="px-3 py-2.5 max-sm:col-start-3 max-sm:row-start-1 max-sm:p-0 max-sm:text-right">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            aria-label={`Offer the ${slot.label} slot`}
            checked={update.isPending ? Boolean(update.variables.active) : slot.active}
            onChange={toggle}
            disabled={update.isPending}
            className="size-4 accent-emerald-700"
          />
          <span aria-hidden="true">{slot.active ? 'Offered' : 'Off'}</span>
        </label>
      </td>
      <td className="px-3 py-2.5 text-right whitespace-nowrap max-sm:col-start-3 max-sm:row-start-2 max-sm:-mr-2 max-sm:p-0">
        <button type="button" className={iconButton} aria-label={`Edit slot ${slot.label}`}
          onClick={() => {
            setValues(fromSlot());
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button type="button" className={`${iconButton} text-red-700 dark:text-red-300`} aria-label={`Delete slot ${slot.label}`} onClick={destroy}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </td>
    </tr>
  );
}
