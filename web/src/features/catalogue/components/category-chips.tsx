// A row of category toggles for the All products page: "All" and each active category. The chip's
// look is shared with the search results' category links.
import type { Category } from '../api/get-categories';

interface CategoryChipsProps {
  categories: Category[];
  /** Selected category slug, or null for all. */
  value: string | null;
  onChange: (slug: string | null) => void;
}

export const chip = (selected: boolean) =>
  `shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ${
    selected
      ? 'bg-emerald-700 text-white ring-emerald-700 dark:ring-emerald-600'
      : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-700 dark:hover:bg-stone-800'
  }`;

export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  return (
    <ul aria-label="Categories" className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
      <li>
        <button type="button" aria-pressed={value === null} onClick={() => onChange(null)} className={chip(value === null)}>
          All
        </button>
      </li>
      {categories.map((c) => (
        <li key={c._id}>
          <button type="button" aria-pressed={value === c.slug} onClick={() => onChange(c.slug)} className={chip(value === c.slug)}>
            {c.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
