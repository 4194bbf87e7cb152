// The home filter bar (SPEC §2 Home, §5 Price filter).
import { Heart, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import type { ProductFilter } from '../lib/price-filter';

interface FilterBarProps {
  value: ProductFilter;
  onChange: (next: ProductFilter) => void;
  onReset: () => void;
}

export function FilterBar({ value, onChange, onReset }: FilterBarProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Filter products"
      onSubmit={(event) => event.preventDefault()}
      className="card flex flex-wrap items-end gap-x-4 gap-y-3 p-4"
    >
      <div className="w-[calc(50%-0.5rem)] sm:w-36">
        <label htmlFor={`${id}-min`} className="mb-1 block text-xs font-semibold text-stone-700 dark:text-stone-300">
          Min price (₹)
        </label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="0"
          value={value.min}
          onChange={(event) => onChange({ ...value, min: event.target.value })}
          className="field"
        />
      </div>
      <div className="w-[calc(50%-0.5rem)] sm:w-36">
        <label htmlFor={`${id}-max`} className="mb-1 block text-xs font-semibold text-stone-700 dark:text-stone-300">
          Max price (₹)
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="Any"
          value={value.max}
          onChange={(event) => onChange({ ...value, max: event.target.value })}
          className="field"
        />
      </div>
      <label className="flex h-[38px] cursor-pointer items-center gap-2.5 rounded-full px-1 text-sm font-semibold select-none">
        <input
          type="checkbox"
          checked={value.favouritesOnly}
          onChange={(event) => onChange({ ...value, favouritesOnly: event.target.checked })}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 rounded-full bg-stone-300 transition-colors peer-checked:bg-rose-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 dark:bg-stone-600"
        />
        <Heart aria-hidden="true" className="size-4 text-rose-600" />
        Favourites only
      </label>
      <button type="button" onClick={onReset} className="btn btn-outline ml-auto py-2">
        <RotateCcw aria-hidden="true" className="size-4" />
        Reset
      </button>
    </form>
  );
}
