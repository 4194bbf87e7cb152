// GET /api/products — the shop's product list, in the shop's order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type Product = Schemas['Product'];

export const FAILED_TO_FETCH_PRODUCTS = 'Failed to fetch products';
export const UNEXPECTED_PRODUCTS_FORMAT = 'Unexpected products format';

/** The answer was not an array of products. */
export class UnexpectedFormatError extends Error {
  constructor() {
    super(UNEXPECTED_PRODUCTS_FORMAT);
    this.name = 'UnexpectedFormatError';
  }
}

export async function getProducts(): Promise<Product[]> {
  const data: unknown = await unwrap(api.GET('/api/products'), FAILED_TO_FETCH_PRODUCTS);
  if (!Array.isArray(data)) throw new UnexpectedFormatError();
  return data as Product[];
}

export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: getProducts,
});

export function useProducts() {
  return useQuery(productsQuery);
}

/** The grid's error text for a failed product list. */
export function productsErrorMessage(error: unknown): string {
  return error instanceof UnexpectedFormatError ? UNEXPECTED_PRODUCTS_FORMAT : FAILED_TO_FETCH_PRODUCTS;
}
