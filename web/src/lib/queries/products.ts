// The products resource: GET /api/products (the shop's list, in the shop's order) and
// GET /api/products/{id} (one product with all its pictures and its category). The one owner of
// the ['products'] query keys: the storefront, the favourites, the cart sync and checkout all read
// and invalidate through it, so they share one cached copy.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type Product = Schemas['Product'];
export type ProductDetail = Schemas['ProductDetail'];

export const productKeys = {
  all: ['products'] as const,
  detail: (id: string) => ['products', id] as const,
};

/** The fallback message of a failed list call; each screen shows its own text (SPEC §8). */
const FAILED_TO_FETCH_PRODUCTS = 'Failed to fetch products';
export const UNEXPECTED_PRODUCTS_FORMAT = 'Unexpected products format';

/** The answer was not an array of products. */
export class UnexpectedFormatError extends Error {
  constructor() {
    super(UNEXPECTED_PRODUCTS_FORMAT);
    this.name = 'UnexpectedFormatError';
  }
}

export async function getProducts(): Promise<Product[]> {
  const data = await unwrap(api.GET('/api/products'), FAILED_TO_FETCH_PRODUCTS);
  if (!Array.isArray(data)) throw new UnexpectedFormatError();
  return data;
}

export const productsQuery = queryOptions({
  queryKey: productKeys.all,
  queryFn: getProducts,
});

export function useProducts() {
  return useQuery(productsQuery);
}

export const FAILED_TO_FETCH_PRODUCT = 'Failed to fetch product details. Please try again.';

export function getProduct(id: string): Promise<ProductDetail> {
  return unwrap(api.GET('/api/products/{id}', { params: { path: { id } } }), FAILED_TO_FETCH_PRODUCT);
}

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => getProduct(id),
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
