// GET /api/admin/products?search=&categoryId= — the product list, hidden products included, 50
// a page (the next page's cursor comes in the X-Next-Cursor header).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrapPage, type CursorPage, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys, type ProductFilters } from './query-keys';

export type AdminProduct = Schemas['ProductDetail'];

export function getAdminProducts(filters: ProductFilters, cursor?: string): Promise<CursorPage<AdminProduct>> {
  const query = {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
    ...(cursor ? { cursor } : {}),
  };
  return unwrapPage(api.GET('/api/admin/products', { params: { query } }), MSG.productsFailed);
}

export const adminProductsQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.products(filters),
    queryFn: ({ pageParam }) => getAdminProducts(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(filters: ProductFilters) {
  return useInfiniteQuery(adminProductsQuery(filters));
}
