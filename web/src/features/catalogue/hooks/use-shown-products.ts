// The home page's and the all-products page's selection: the shop's list, each product with its
// position in it (for the New and Best Seller badges), narrowed to a category and by the filter bar.
import { useMemo } from 'react';
import type { IndexedProduct } from '@/components/product/product-grid';
import { useFavourites } from '@/lib/favourites';
import type { Product } from '@/lib/queries/products';
import { applyProductFilter, type ProductFilter } from '../lib/price-filter';

/** `inCategory` (memoised by the caller) keeps a product of the chosen category; null keeps all. */
export function useShownProducts(
  products: Product[] | undefined,
  inCategory: ((product: Product) => boolean) | null,
  filter: ProductFilter,
): { all: IndexedProduct[]; shown: IndexedProduct[] } {
  const { ids: favourites } = useFavourites();
  const all = useMemo(() => (products ?? []).map((product, index) => ({ product, index })), [products]);
  const shown = useMemo(() => {
    const candidates = inCategory ? all.filter(({ product }) => inCategory(product)) : all;
    const kept = new Set(applyProductFilter(candidates.map(({ product }) => product), filter, favourites));
    return candidates.filter(({ product }) => kept.has(product));
  }, [all, inCategory, filter, favourites]);
  return { all, shown };
}
