// GET /api/admin/products?search=&categoryId= — the product list, hidden products included.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys, type ProductFilters } from './query-keys';

export type AdminProduct = Schemas['ProductDetail'];

export function getAdminProducts(filters: ProductFilters): Promise<AdminProduct[]> {
  const query = {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
  };
  return unwrap(api.GET('/api/admin/products', { params: { query } }), MSG.productsFailed);
}

export const adminProductsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: adminKeys.products(filters),
    queryFn: () => getAdminProducts(filters),
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(filters: ProductFilters) {
  return useQuery(adminProductsQuery(filters));
}
