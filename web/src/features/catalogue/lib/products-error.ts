// The storefront's texts for a product list or product that failed to load (SPEC §8).
import { UNEXPECTED_PRODUCTS_FORMAT, UnexpectedFormatError } from '@/lib/queries/products';

export const FAILED_TO_FETCH_PRODUCTS = 'Failed to fetch products';
export const PRODUCT_NOT_FOUND = 'Product not found.';

/** The grid's error text for a failed product list. */
export function productsErrorMessage(error: unknown): string {
  return error instanceof UnexpectedFormatError ? UNEXPECTED_PRODUCTS_FORMAT : FAILED_TO_FETCH_PRODUCTS;
}
