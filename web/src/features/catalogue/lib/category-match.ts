// Which products a category page or a home category filter shows (SPEC §2 Public category page).
import type { Schemas } from '@/lib/api/client';

export type CategoryLike = Pick<Schemas['Category'], '_id' | 'name' | 'slug'>;
export type ProductLike = Pick<Schemas['Product'], 'categoryId'>;

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

/** True when `value` is a public slug and needs no category list to resolve. */
export function isPublicSlug(value: string): boolean {
  return Object.hasOwn(PUBLIC_CATEGORY_SLUGS, norm(value));
}

export function matchesCategory(product: ProductLike, selection: CategorySelection): boolean {
  const category = product.categoryId;
  if (!category) return false;
  if (selection.ids.includes(category._id)) return true;
  const name = norm(category.name);
  return selection.names.some((n) => norm(n) === name);
}
