// The "Sort" choice of the all-products and search results pages (lib/product-sort.ts).
import { parseProductSort, PRODUCT_SORTS, type ProductSort } from '../lib/product-sort';

interface SortSelectProps {
  value: ProductSort;
  onChange: (next: ProductSort) => void;
  /** The name of the list's own order ("Featured" on the all-products page, "Best match" in search). */
  featuredLabel?: string;
}

export function SortSelect({ value, onChange, featuredLabel }: SortSelectProps) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold">
      Sort
      <select value={value} onChange={(e) => onChange(parseProductSort(e.target.value))} className="field w-auto py-1.5">
        {PRODUCT_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.value === 'featured' && featuredLabel ? featuredLabel : s.label}
          </option>
        ))}
      </select>
    </label>
  );
}
