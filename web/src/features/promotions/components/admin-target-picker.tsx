// The promotion form's "applies to" choice of categories or products: a filter box over a list of
// checkboxes, with the chosen ones as chips above it (each with a remove button). Categories are
// all listed (hidden ones marked); products are searched by name on the server, 100 a page.
import { LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { SearchField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CATEGORIES_FAILED, PRODUCTS_FAILED, usePromotionCategories, usePromotionProducts } from '../api/admin-promotions';

interface Option {
  id: string;
  name: string;
  note?: string;
}

interface PickerProps {
  /** The id of the filter box (the field the form focuses for a `targets` error). */
  id: string;
  chosen: string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
}

function Chosen({ chosen, nameOf, noun, onRemove }: { chosen: string[]; nameOf: (id: string) => string; noun: string; onRemove: (id: string) => void }) {
  if (chosen.length === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">No {noun} chosen yet.</p>;
  return (
    <ul aria-label={`Chosen ${noun}`} className="flex flex-wrap gap-2">
      {chosen.map((target) => (
        <li
          key={target}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-emerald-50 py-0.5 pr-0.5 pl-3 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-600/30 ring-inset dark:bg-emerald-900/40 dark:text-emerald-100"
        >
          <span className="truncate">{nameOf(target)}</span>
          <button
            type="button"
            onClick={() => onRemove(target)}
            aria-label={`Remove ${nameOf(target)}`}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-emerald-100 dark:hover:bg-emerald-800"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Checklist({ label, options, chosen, onToggle }: { label: string; options: Option[]; chosen: string[]; onToggle: (option: Option) => void }) {
  return (
    <ul aria-label={label} className="max-h-72 divide-y divide-stone-100 overflow-y-auto rounded-xl border border-stone-300 dark:divide-stone-800 dark:border-stone-600">
      {options.map((option) => (
        <li key={option.id}>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-stone-50 dark:hover:bg-stone-800/60">
            <input
              type="checkbox"
              checked={chosen.includes(option.id)}
              onChange={() => onToggle(option)}
              className="size-4 shrink-0 rounded border-stone-400 accent-emerald-700 dark:accent-emerald-500"
            />
            <span className="min-w-0 break-words">
              {option.name}
              {option.note && <span className="ml-1.5 text-xs text-stone-600 dark:text-stone-400">({option.note})</span>}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

const toggle = (chosen: string[], id: string) => (chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);

function Problem({ children }: { children: string }) {
  return (
    <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}

export function CategoryPicker({ id, chosen, onChange, error }: PickerProps) {
  const categories = usePromotionCategories();
  const [filter, setFilter] = useState('');
  const all: Option[] = (categories.data ?? []).map((c) => ({ id: c._id, name: c.name, note: c.active ? undefined : 'hidden' }));
  const names = new Map(all.map((o) => [o.id, o.name]));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((o) => o.name.toLowerCase().includes(needle)) : all;
  return (
    <div className="space-y-3">
      <Chosen chosen={chosen} nameOf={(c) => names.get(c) ?? 'A deleted category'} noun="categories" onRemove={(c) => onChange(toggle(chosen, c))} />
      <SearchField id={id} label="Find a category" value={filter} onChange={(event) => setFilter(event.target.value)} error={error} dense />
      {categories.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading categories...
        </p>
      ) : categories.isError ? (
        <Problem>{CATEGORIES_FAILED}</Problem>
      ) : shown.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">No category matches “{filter.trim()}”.</p>
      ) : (
        <Checklist label="Categories" options={shown} chosen={chosen} onToggle={(o) => onChange(toggle(chosen, o.id))} />
      )}
    </div>
  );
}

export function ProductPicker({ id, chosen, onChange, error }: PickerProps) {
  const [filter, setFilter] = useState('');
  const search = useDebouncedValue(filter.trim());
  const products = usePromotionProducts(search);
  // Names of the products chosen here (they may not be in the list the search shows).
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const listed: Option[] = (products.data?.pages ?? [])
    .flatMap((page) => page.items)
    .map((p) => ({ id: p._id, name: p.name, note: p.active === false ? 'hidden' : undefined }));
  const nameOf = (target: string) => picked.get(target) ?? listed.find((o) => o.id === target)?.name ?? 'A product not in this list';
  const onToggle = (option: Option) => {
    setPicked((current) => new Map(current).set(option.id, option.name));
    onChange(toggle(chosen, option.id));
  };
  return (
    <div className="space-y-3">
      <Chosen chosen={chosen} nameOf={nameOf} noun="products" onRemove={(p) => onChange(toggle(chosen, p))} />
      <SearchField id={id} label="Find a product by name" value={filter} onChange={(event) => setFilter(event.target.value)} error={error} dense />
      {products.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading products...
        </p>
      ) : products.isError ? (
        <Problem>{PRODUCTS_FAILED}</Problem>
      ) : listed.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{search ? `No product matches “${search}”.` : 'No products yet.'}</p>
      ) : (
        <>
          <Checklist label="Products" options={listed} chosen={chosen} onToggle={onToggle} />
          <ShowMoreButton list={products} label="Show more products" buttonClassName="min-h-11 py-2" />
        </>
      )}
    </div>
  );
}
