// The All products page's sort orders. "Featured" is the shop's own order (newest first).

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

interface Sortable {
  product: { name: string; price: number };
  index: number;
}

/** A sorted copy; ties keep the shop's order. */
export function sortProducts<T extends Sortable>(items: readonly T[], sort: ProductSort): T[] {
  const byShop = (a: T, b: T) => a.index - b.index;
  const compare: Record<ProductSort, (a: T, b: T) => number> = {
    featured: byShop,
    'price-asc': (a, b) => a.product.price - b.product.price || byShop(a, b),
    'price-desc': (a, b) => b.product.price - a.product.price || byShop(a, b),
    name: (a, b) => a.product.name.localeCompare(b.product.name, 'en-IN') || byShop(a, b),
  };
  return [...items].sort(compare[sort]);
}
