// GET /api/products — the catalogue, for showing the customer's favourites. Same query key as the
// storefront's list, so the two share one cached copy.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type Product = Schemas['Product'];

export const FAILED_TO_LOAD_PRODUCTS = 'Failed to load products.';

export async function getProducts(): Promise<Product[]> {
  const data: unknown = await unwrap(api.GET('/api/products'), FAILED_TO_LOAD_PRODUCTS);
  if (!Array.isArray(data)) throw new Error(FAILED_TO_LOAD_PRODUCTS);
  return data as Product[];
}

export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: getProducts,
});

export function useProducts() {
  return useQuery(productsQuery);
}
