// GET /api/admin/products?search=&categoryId= — the product list (array or { products }).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { listOf } from '../lib/list-of';
import { MSG } from '../lib/messages';
import { adminKeys, type ProductFilters } from './query-keys';

export type AdminProduct = Schemas['ProductDetail'];

export async function getAdminProducts(filters: ProductFilters): Promise<AdminProduct[]> {
  const query = {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
  };
  const data: unknown = await unwrap(api.GET('/api/admin/products', { params: { query } }), MSG.productsFailed);
  return listOf<AdminProduct>(data, 'products');
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
