// The product list of the home, all-products, category and search results pages: the server's
// selection (GET /api/products/page) a page at a time, narrowed by a category, a search, the filter
// bar and the sort, each product with its position in the shop's whole list (for the New and Best
// Seller badges). "Favourites only" without favourites is empty without asking the server.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { IndexedProduct } from '@/components/product/product-grid';
import { useFavourites } from '@/lib/favourites';
import { pagedProducts, productPagesQuery, type ProductPageParams } from '@/lib/queries/products';
import { parsePriceBound, type ProductFilter } from '../lib/price-filter';
import type { ProductSort } from '../lib/product-sort';

export interface ProductScope {
  /** Only these categories; an empty list keeps nothing. Left out keeps every category. */
  categoryIds?: readonly string[];
  q?: string;
  sort?: ProductSort;
  /** False while the scope is still being worked out (the categories load): the list waits. */
  ready?: boolean;
}

export interface ProductList {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  /** The products of the pages loaded so far. */
  items: IndexedProduct[];
  /** Matching products in all. */
  total: number;
  /** Products the shop shows, matching or not. */
  all: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function useProductList(filter: ProductFilter, { categoryIds, q, sort, ready = true }: ProductScope): ProductList {
  const { ids: favourites } = useFavourites();
  const minPrice = parsePriceBound(filter.min) ?? undefined;
  const maxPrice = parsePriceBound(filter.max) ?? undefined;
  const ids = filter.favouritesOnly ? favourites : undefined;
  const params: ProductPageParams = { categoryIds, q, ids, minPrice, maxPrice, sort };
  // Nothing can match: no category, or only favourites and there are none.
  const none = categoryIds?.length === 0 || ids?.length === 0;
  const pages = useInfiniteQuery({ ...productPagesQuery(params), enabled: ready && !none });
  // With nothing to ask for, the shop's first page still tells how many products it shows.
  const everything = useInfiniteQuery({ ...productPagesQuery({}), enabled: ready && none });

  const items = useMemo(() => pagedProducts(pages.data?.pages), [pages.data]);

  const next = { isFetchingNextPage: pages.isFetchingNextPage, fetchNextPage: pages.fetchNextPage };
  if (ready && none) {
    const all = everything.data?.pages[0]?.all ?? 0;
    return { ...next, isPending: false, isSuccess: true, isError: false, error: null, items: [], total: 0, all, hasNextPage: false };
  }
  return {
    ...next,
    isPending: pages.isPending,
    isSuccess: pages.isSuccess,
    isError: pages.isError,
    error: pages.error,
    items,
    total: pages.data?.pages.at(-1)?.total ?? 0,
    all: pages.data?.pages.at(-1)?.all ?? 0,
    hasNextPage: pages.hasNextPage,
  };
}
