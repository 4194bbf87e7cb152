// GET /api/products/{id} — one product with all its pictures and its category (with layout).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type ProductDetail = Schemas['ProductDetail'];

export const FAILED_TO_FETCH_PRODUCT = 'Failed to fetch product details. Please try again.';
export const PRODUCT_NOT_FOUND = 'Product not found.';

export function getProduct(id: string): Promise<ProductDetail> {
  return unwrap(api.GET('/api/products/{id}', { params: { path: { id } } }), FAILED_TO_FETCH_PRODUCT);
}

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', id],
    queryFn: () => getProduct(id),
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
