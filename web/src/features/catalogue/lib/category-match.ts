// Which products a category page or a home category filter shows (SPEC §2 Public category page).
import type { Schemas } from '@/lib/api/client';

export type CategoryLike = Pick<Schemas['Category'], '_id' | 'name' | 'slug'>;

/** Public slugs and the database category names they stand for. */
export const PUBLIC_CATEGORY_SLUGS: Record<string, { title: string; names: string[] }> = {
  diwali: { title: 'Diwali Luxury Hampers', names: ['Fruit Gift Boxes or Combos'] },
  fruits: {
    title: 'Fresh Juicy Fruits',
    names: ['Everyday Fruits', 'Tropical Fruits', 'Seasonal Fruits', 'Exotic Fruits'],
  },
  combos: { title: 'Healthy Combos', names: ['Fruit Gift Boxes or Combos', 'Dried Fruits & Nuts'] },
};

export interface CategorySelection {
  /** The page title (or filter chip label). */
  title: string;
  /** Category names that match (compared case-insensitively). */
  names: string[];
  /** Category ids that match. */
  ids: string[];
}

const norm = (value: string) => value.trim().toLowerCase();

/**
 * Resolves a category page value: a public slug, else a category's slug or name. Returns null when
 * the value names no category (the page then shows its empty state with the value as title).
 */
export function resolveCategory(value: string, categories: readonly CategoryLike[]): CategorySelection | null {
  const key = norm(value);
  const preset = Object.hasOwn(PUBLIC_CATEGORY_SLUGS, key) ? PUBLIC_CATEGORY_SLUGS[key] : undefined;
  if (preset) return { title: preset.title, names: preset.names, ids: [] };
  const category =
    categories.find((c) => norm(c.slug) === key) ?? categories.find((c) => norm(c.name) === key);
  return category ? { title: category.name, names: [category.name], ids: [category._id] } : null;
}

/** The id of the category with `slug` (the all-products page's ?category=), as a list: empty for none. */
export function slugCategoryIds(slug: string, categories: readonly CategoryLike[]): string[] {
  const category = categories.find((c) => c.slug === slug);
  return category ? [category._id] : [];
}

/** True when `value` is a public slug and needs no category list to resolve. */
export function isPublicSlug(value: string): boolean {
  return Object.hasOwn(PUBLIC_CATEGORY_SLUGS, norm(value));
}

/** The ids of the categories `selection` stands for: its own, and those named by its names (none for null). */
export function selectedCategoryIds(selection: CategorySelection | null, categories: readonly CategoryLike[]): string[] {
  if (!selection) return [];
  const names = new Set(selection.names.map(norm));
  const named = categories.filter((c) => names.has(norm(c.name))).map((c) => c._id);
  return [...new Set([...selection.ids, ...named])];
}
