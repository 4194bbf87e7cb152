// One served PIN code: its extra fee, edited in place, and removal.
import { Check, Pencil, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '@/lib/format/money';
import { toast } from '@/lib/toast';
import { useDeletePincode } from '../api/delete-pincode';
import type { ServedPincode } from '../api/get-pincodes';
import { useUpdatePincode } from '../api/update-pincode';
import { failure } from './admin-parts';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 disabled:opacity-50 dark:text-stone-300 dark:hover:bg-stone-800';

export function PincodeRow({ row, onError }: { row: ServedPincode; onError: (message: string | null) => void }) {
  const [fee, setFee] = useState<string | null>(null);
  const update = useUpdatePincode();
  const remove = useDeletePincode();

  const save = (event: FormEvent) => {
    event.preventDefault();
    onError(null);
    update.mutate(
      { pincode: row.pincode, extraFee: Number(fee ?? 0) },
      { onSuccess: () => setFee(null), onError: (e) => onError(failure(e, 'Could not save the fee.')) },
    );
  };

  const destroy = () => {
    onError(null);
    remove.mutate(row.pincode, {
      onSuccess: () => toast.success(`${row.pincode} removed`),
      onError: (e) => onError(failure(e, 'Could not remove the PIN code.')),
    });
  };

  return (
    <tr data-testid="pincode-row">
      <th scope="row" className="px-3 py-2 text-left font-mono font-semibold">
        {row.pincode}
      </th>
      <td className="px-3 py-2">
        {fee === null ? (
          <span className="tabular-nums">{row.extraFee > 0 ? `+ ${formatMoney(row.extraFee)}` : 'No extra fee'}</span>
        ) : (
          <form onSubmit={save} className="flex items-center gap-1">
            <input
              aria-label={`Extra fee for ${row.pincode} (₹)`}
              type="number"
              min={0}
              step={0.01}
              value={fee}
              onChange={(e) => setFee(e.target.value)}
              className="field w-28 py-1"
            />
            <button type="submit" className={iconButton} aria-label="Save fee" disabled={update.isPending}>
              <Check aria-hidden="true" className="size-4" />
            </button>
            <button type="button" className={iconButton} aria-label="Cancel" onClick={() => setFee(null)}>
              <X aria-hidden="true" className="size-4" />
            </button>
          </form>
        )}
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        {fee === null && (
          <button type="button" className={iconButton} aria-label={`Edit fee of ${row.pincode}`} onClick={() => setFee(String(row.extraFee))}>
            <Pencil aria-hidden="true" className="size-4" />
          </button>
        )}
        <button type="button" className={`${iconButton} text-red-700 dark:text-red-300`} aria-label={`Remove ${row.pincode}`} onClick={destroy}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </td>
    </tr>
  );
}
