// The home filter bar's rules (SPEC §5 Price filter): min and max are numeric, non-negative and
// inclusive; a value that is not a number is ignored.

export interface ProductFilter {
  min: string;
  max: string;
  favouritesOnly: boolean;
}

export const EMPTY_FILTER: ProductFilter = { min: '', max: '', favouritesOnly: false };

/** A price bound from a text field, or null when it is empty, not a number, or negative. */
export function parsePriceBound(input: string): number | null {
  const text = input.trim();
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return null;
  return value;
}

export interface Filterable {
  _id: string;
  price: number;
}

export function applyProductFilter<T extends Filterable>(
  products: readonly T[],
  filter: ProductFilter,
  favourites: readonly string[],
): T[] {
  const min = parsePriceBound(filter.min);
  const max = parsePriceBound(filter.max);
  const liked = new Set(favourites);
  return products.filter(
    (product) =>
      (min === null || product.price >= min) &&
      (max === null || product.price <= max) &&
      (!filter.favouritesOnly || liked.has(product._id)),
  );
}

export function isFilterActive(filter: ProductFilter): boolean {
  return filter.min.trim() !== '' || filter.max.trim() !== '' || filter.favouritesOnly;
}
