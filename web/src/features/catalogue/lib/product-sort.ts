// The All products and search results pages' sort orders, sent to the server (GET
// /api/products/page sorts). "Featured" is the shop's own order (newest first), or a search's.

export const PRODUCT_SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

export function parseProductSort(value: string | null): ProductSort {
  return PRODUCT_SORTS.find((s) => s.value === value)?.value ?? 'featured';
}
