// One recipient row, every field an input named "Row 3 PIN code", its error under it (tied with
// aria-describedby), what the row comes to once it passes, and "Remove row". From 768 px it is a
// table row (the table scrolls sideways in its own box); on a phone the same cells stack as a card.
import { CircleAlert, CircleCheck, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { slotWords, shortDay } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { RowField } from '../lib/corporate-types';
import { FIELD_LABELS, ROW_FIELDS, rowReady, rowWideErrors } from '../lib/rows';
import type { RecipientRow } from '../hooks/use-recipient-rows';

/** Fields that fit half a card on a phone, and each column's width in the table. */
const SHORT: ReadonlySet<RowField> = new Set(['pinCode', 'quantity', 'deliveryDate', 'slot', 'variant', 'state']);
const WIDTH: Record<RowField, string> = {
  name: 'md:min-w-40',
  mobile: 'md:min-w-32',
  address: 'md:min-w-56',
  city: 'md:min-w-28',
  state: 'md:min-w-28',
  pinCode: 'md:min-w-24',
  product: 'md:min-w-44',
  variant: 'md:min-w-28',
  quantity: 'md:min-w-20',
  message: 'md:min-w-56',
  deliveryDate: 'md:min-w-32',
  slot: 'md:min-w-24',
};
const INPUT_MODE: Partial<Record<RowField, 'numeric' | 'tel'>> = { mobile: 'tel', pinCode: 'numeric', quantity: 'numeric' };

export function rowFieldId(uid: number, field: RowField): string {
  return `row-${uid}-${field}`;
}

function Cell({
  uid,
  number,
  field,
  value,
  error,
  onEdit,
}: {
  uid: number;
  number: number;
  field: RowField;
  value: string;
  error: string | undefined;
  onEdit: (uid: number, field: RowField, value: string) => void;
}) {
  const id = rowFieldId(uid, field);
  const errorId = `${id}-error`;
  return (
    <td className={`min-w-0 md:table-cell md:px-2 md:py-2 md:align-top ${SHORT.has(field) ? 'col-span-1' : 'col-span-2'} ${WIDTH[field]}`}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-stone-700 md:sr-only dark:text-stone-300">
        <span className="sr-only">Row {number}</span> {FIELD_LABELS[field]}
      </label>
      <input
        id={id}
        name={field}
        value={value}
        inputMode={INPUT_MODE[field]}
        autoComplete="off"
        onChange={(event) => onEdit(uid, field, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`field w-full py-1.5 text-sm ${error ? 'border-red-600 bg-red-50/40 dark:border-red-500 dark:bg-red-950/20' : ''}`}
      />
      {error && (
        <p id={errorId} className="mt-1 flex items-start gap-1 text-xs font-medium text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {error}
        </p>
      )}
    </td>
  );
}

function Outcome({ row }: { row: RecipientRow }) {
  if (row.edited) return <p className="text-sm text-amber-800 dark:text-amber-200">Edited: check again</p>;
  if (!row.check) return <p className="text-sm text-stone-600 dark:text-stone-400">Not checked yet</p>;
  const line = row.check.line;
  if (!rowReady(row.check) || !line) {
    return <p className="text-sm font-semibold text-red-700 dark:text-red-400">Needs fixing</p>;
  }
  return (
    <div className="text-sm">
      <p className="flex items-center gap-1 font-semibold text-emerald-800 dark:text-emerald-300">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        Ready
      </p>
      <p className="break-words">
        {line.name} × {line.quantity}
      </p>
      <p className="text-stone-600 dark:text-stone-400">
        {shortDay(line.deliveryDate)}, {slotWords(line.slotLabel)}
      </p>
      <p className="font-semibold tabular-nums">
        {formatMoney(line.total)}
        {line.deliveryFee > 0 && (
          <span className="font-normal text-stone-600 dark:text-stone-400"> incl. {formatMoney(line.deliveryFee)} delivery</span>
        )}
      </p>
    </div>
  );
}

export const RowEditor = memo(function RowEditor({
  row,
  number,
  onEdit,
  onRemove,
}: {
  row: RecipientRow;
  /** 1-based, as the file counts its recipients. */
  number: number;
  onEdit: (uid: number, field: RowField, value: string) => void;
  onRemove: (uid: number) => void;
}) {
  const errors = row.edited ? {} : (row.check?.errors ?? {});
  const wide = row.edited ? [] : rowWideErrors(row.check);
  return (
    <tr
      data-testid="recipient-row"
      className="grid grid-cols-2 gap-x-3 gap-y-3 rounded-xl border border-stone-200 p-4 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 dark:border-stone-800"
    >
      <th scope="row" className="col-span-2 text-left md:table-cell md:px-2 md:py-3 md:align-top">
        <span className="font-semibold tabular-nums">Row {number}</span>
        {wide.map((message) => (
          <span key={message} className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">
            {message}
          </span>
        ))}
      </th>
      {ROW_FIELDS.map((field) => (
        <Cell key={field} uid={row.uid} number={number} field={field} value={row.values[field]} error={errors[field]} onEdit={onEdit} />
      ))}
      <td className="col-span-2 md:table-cell md:min-w-48 md:px-2 md:py-2 md:align-top">
        <Outcome row={row} />
      </td>
      <td className="col-span-2 md:table-cell md:px-2 md:py-2 md:align-top">
        <button type="button" onClick={() => onRemove(row.uid)} className="btn btn-outline w-full px-3 py-1.5 text-sm md:w-auto">
          <Trash2 aria-hidden="true" className="size-4" />
          Remove row <span className="sr-only">{number}</span>
        </button>
      </td>
    </tr>
  );
});
