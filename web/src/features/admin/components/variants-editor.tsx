// The product form's variants list (issue 20): the option name and 1–20 variants, each with its
// label, price, MRP, stock, SKU, weight and net quantity (issue 28). Rows are added, moved up or down and removed with
// buttons; focus stays with the moved row (or goes to the next one after a removal) and a status
// line tells screen readers what happened.
import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import {
  LABEL_MAX,
  MAX_PRICE,
  MAX_VARIANTS,
  MAX_WEIGHT_GRAMS,
  moveRow,
  newVariant,
  OPTION_NAME_MAX,
  SKU_MAX,
  STOCK_MAX,
  variantField,
  type VariantField,
  type VariantFormValues,
} from '../lib/variant-form';
import { dangerIconButtonClass, hintClass, iconButtonClass, OptionalMark } from './admin-ui';
import { NetQuantityField } from './net-quantity-field';

/** The controls of a row that take focus after a move or a removal. */
type Control = 'label' | 'up' | 'down';

interface VariantsEditorProps {
  optionName: string;
  onOptionName: (name: string) => void;
  rows: VariantFormValues[];
  /** The rows after one was added, moved or removed. */
  onRows: (rows: VariantFormValues[]) => void;
  onEdit: (index: number, field: VariantField, value: string) => void;
  /** Field errors keyed as the server keys them: "optionName", "variants", "variants.2.price". */
  errors: Record<string, string>;
  /** Focus the option name when the list appears (it was just opened from the simple form). */
  focusOnOpen?: boolean;
  className?: string;
}

/** How a row is named to screen readers: its label, else its place. */
function rowName(row: VariantFormValues, index: number): string {
  return row.label.trim() || `variant ${index + 1}`;
}

export function VariantsEditor({ optionName, onOptionName, rows, onRows, onEdit, errors, focusOnOpen = false, className = '' }: VariantsEditorProps) {
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const optionRef = useRef<HTMLInputElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const [said, setSaid] = useState('');
  const several = rows.length > 1;

  useEffect(() => {
    if (focusOnOpen) optionRef.current?.focus();
  }, [focusOnOpen]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const controls = sectionRef.current?.querySelectorAll<HTMLElement>('[data-focus]') ?? [];
    [...controls].find((control) => control.dataset.focus === target)?.focus();
  }, [rows]);

  const controlName = (row: VariantFormValues, control: Control) => `${row.key}:${control}`;

  const move = (index: number, by: number) => {
    const row = rows[index];
    const next = moveRow(rows, index, by);
    if (!row || next === rows) return;
    const to = index + by;
    // The same button again, or the other one when the row reached the end it was moving to.
    const control: Control = by < 0 ? (to === 0 ? 'down' : 'up') : to === rows.length - 1 ? 'up' : 'down';
    pendingFocus.current = controlName(row, control);
    setSaid(`${row.label.trim() || 'Variant'} moved to position ${to + 1} of ${rows.length}.`);
    onRows(next);
  };

  const remove = (index: number) => {
    const row = rows[index];
    if (!row || rows.length <= 1) return;
    const next = rows.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    pendingFocus.current = neighbour ? controlName(neighbour, 'label') : null;
    setSaid(`${row.label.trim() || 'Variant'} removed.`);
    onRows(next);
  };

  const add = () => {
    const row = newVariant();
    pendingFocus.current = controlName(row, 'label');
    setSaid('');
    onRows([...rows, row]);
  };

  const full = rows.length >= MAX_VARIANTS;

  return (
    <section ref={sectionRef} aria-labelledby={`${id}-variants`} className={`card space-y-4 p-5 sm:p-6 ${className}`}>
      <div>
        <h2 id={`${id}-variants`} className="font-display text-lg font-bold">
          Variants
        </h2>
        <p className={hintClass}>
          The packs, weights or sizes this product is sold in, in the order customers see them; the first is chosen
          first. Each has its own price and stock. The MRP, when given, is shown struck through beside the price. Leave
          Stock empty for a variant you do not count: it never sells out.
        </p>
      </div>
      <TextField
        dense
        ref={optionRef}
        label="Option name"
        labelExtra={<OptionalMark />}
        type="text"
        value={optionName}
        onChange={(e) => onOptionName(e.target.value)}
        placeholder="e.g. Pack, Weight or Size"
        maxLength={OPTION_NAME_MAX}
        autoComplete="off"
        error={errors.optionName}
        hint="What customers choose, as in “Choose a pack”."
        className="max-w-xs"
      />

      <ol className="space-y-3">
        {rows.map((row, index) => {
          const error = (field: VariantField) => errors[variantField(index, field)];
          const name = rowName(row, index);
          const headingId = `${id}-variant-${row.key}`;
          return (
            <li key={row.key} data-testid="variant-row">
              <div
                role="group"
                aria-labelledby={headingId}
                className="rounded-xl border border-stone-200 p-3 sm:p-4 dark:border-stone-700"
              >
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h3 id={headingId} className="text-sm font-bold text-stone-800 dark:text-stone-200">
                    Variant {index + 1}
                    {row.label.trim() && <span className="font-semibold text-stone-600 dark:text-stone-400">: {row.label.trim()}</span>}
                  </h3>
                  <div className="flex items-center gap-0.5">
                    <button
                      type="button"
                      data-focus={controlName(row, 'up')}
                      onClick={() => move(index, -1)}
                      disabled={index === 0}
                      className={iconButtonClass}
                      aria-label={`Move ${name} up`}
                      title="Move up"
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      data-focus={controlName(row, 'down')}
                      onClick={() => move(index, 1)}
                      disabled={index === rows.length - 1}
                      className={iconButtonClass}
                      aria-label={`Move ${name} down`}
                      title="Move down"
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      disabled={!several}
                      className={dangerIconButtonClass}
                      aria-label={`Remove ${name}`}
                      title={several ? 'Remove' : 'A product keeps at least one variant'}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  <TextField
                    dense
                    data-focus={controlName(row, 'label')}
                    label="Label"
                    labelExtra={several ? undefined : <OptionalMark />}
                    type="text"
                    value={row.label}
                    onChange={(e) => onEdit(index, 'label', e.target.value)}
                    placeholder="e.g. 12 pieces"
                    maxLength={LABEL_MAX}
                    autoComplete="off"
                    aria-required={several}
                    error={error('label')}
                  />
                  <TextField
                    dense
                    label="Price (INR)"
                    leading="₹"
                    controlClassName="pl-7"
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    max={MAX_PRICE}
                    step={0.01}
                    value={row.price}
                    onChange={(e) => onEdit(index, 'price', e.target.value)}
                    aria-required="true"
                    error={error('price')}
                  />
                  <TextField
                    dense
                    label="MRP (INR)"
                    labelExtra={<OptionalMark />}
                    leading="₹"
                    controlClassName="pl-7"
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    max={MAX_PRICE}
                    step={0.01}
                    value={row.mrp}
                    onChange={(e) => onEdit(index, 'mrp', e.target.value)}
                    error={error('mrp')}
                  />
                  <TextField
                    dense
                    label="Stock"
                    labelExtra={<OptionalMark />}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={STOCK_MAX}
                    step={1}
                    value={row.stock}
                    onChange={(e) => onEdit(index, 'stock', e.target.value)}
                    placeholder="Not counted"
                    error={error('stock')}
                    hint={row.reserved > 0 ? `${row.reserved} held by unpaid orders.` : undefined}
                  />
                  <TextField
                    dense
                    label="SKU"
                    labelExtra={<OptionalMark />}
                    type="text"
                    value={row.sku}
                    onChange={(e) => onEdit(index, 'sku', e.target.value)}
                    maxLength={SKU_MAX}
                    autoComplete="off"
                    error={error('sku')}
                  />
                  <TextField
                    dense
                    label="Weight in grams"
                    labelExtra={<OptionalMark />}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_WEIGHT_GRAMS}
                    step={1}
                    value={row.weightGrams}
                    onChange={(e) => onEdit(index, 'weightGrams', e.target.value)}
                    placeholder="e.g. 2400"
                    error={error('weightGrams')}
                  />
                  <NetQuantityField
                    amount={row.netQuantity}
                    unit={row.netUnit}
                    onAmount={(amount) => onEdit(index, 'netQuantity', amount)}
                    onUnit={(unit) => onEdit(index, 'netUnit', unit)}
                    error={error('netQuantity')}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>

      {errors.variants && (
        <p className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errors.variants}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={add} disabled={full} className="btn btn-outline">
          <Plus aria-hidden="true" className="size-4" />
          Add a variant
        </button>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          {full ? `A product can have at most ${MAX_VARIANTS} variants.` : `Up to ${MAX_VARIANTS}.`}
        </p>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
    </section>
  );
}
