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

export function isFilterActive(filter: ProductFilter): boolean {
  return filter.min.trim() !== '' || filter.max.trim() !== '' || filter.favouritesOnly;
}
