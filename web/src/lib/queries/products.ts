// The products resource: GET /api/products (the shop's whole list, in the shop's order),
// GET /api/products/page (the storefront's lists a page at a time, filtered and sorted by the
// server) and GET /api/products/{id} (one product with all its pictures and its category). The one
// owner of the ['products'] query keys: the storefront, the favourites, the cart sync and checkout
// all read and invalidate through it, so they share one cached copy.
import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type Product = Schemas['Product'];
export type ProductDetail = Schemas['ProductDetail'];
export type ProductPage = Schemas['ProductPage'];

/** What a product page asks for; a field left out does not narrow the list. */
export interface ProductPageParams {
  /** Only these categories. */
  categoryIds?: readonly string[];
  /** Only products matching this search ("featured" then keeps its best-match order). */
  q?: string;
  /** Only these products (the favourites; at most 500). */
  ids?: readonly string[];
  /** Prices in rupees, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  sort?: 'featured' | 'price-asc' | 'price-desc' | 'name';
}

/** Products a page (the server's default). */
export const PRODUCT_PAGE_SIZE = 24;
/** The most product ids one request names (the server's limit). */
const MAX_IDS = 500;

export const productKeys = {
  all: ['products'] as const,
  detail: (id: string) => ['products', id] as const,
  pages: (params: ProductPageParams) => ['products', 'page', sameParams(params)] as const,
};

/** `params` without what narrows nothing, so that equal selections share one cache entry. */
function sameParams({ categoryIds, q, ids, minPrice, maxPrice, sort }: ProductPageParams): ProductPageParams {
  return {
    ...(categoryIds?.length ? { categoryIds } : {}),
    ...(q ? { q } : {}),
    ...(ids?.length ? { ids: ids.slice(0, MAX_IDS) } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(sort && sort !== 'featured' ? { sort } : {}),
  };
}

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

/** Page `page` (from 1) of the products `params` select. */
export async function getProductPage(params: ProductPageParams, page: number): Promise<ProductPage> {
  const { categoryIds, q, ids, minPrice, maxPrice, sort } = sameParams(params);
  const query = {
    ...(categoryIds ? { categoryId: categoryIds.join(',') } : {}),
    ...(q ? { q } : {}),
    ...(ids ? { ids: ids.join(',') } : {}),
    ...(minPrice !== undefined ? { minPrice: String(minPrice) } : {}),
    ...(maxPrice !== undefined ? { maxPrice: String(maxPrice) } : {}),
    ...(sort ? { sort } : {}),
    page: String(page),
    limit: String(PRODUCT_PAGE_SIZE),
  };
  const data = await unwrap(api.GET('/api/products/page', { params: { query } }), FAILED_TO_FETCH_PRODUCTS);
  const answer = data as Partial<ProductPage> | null;
  if (!Array.isArray(answer?.products) || !Array.isArray(answer.positions)) throw new UnexpectedFormatError();
  return data;
}

/** The pages of the products `params` select, one more each time the list asks for the next. */
export const productPagesQuery = (params: ProductPageParams) =>
  infiniteQueryOptions({
    queryKey: productKeys.pages(params),
    queryFn: ({ pageParam }) => getProductPage(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    // The last selection stays on screen while a changed filter or sort loads (no flicker); a new
    // search shows its loading state, not the last search's matches.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].q === sameParams(params).q ? keepPreviousData(previous) : undefined,
  });

/** The products of the pages loaded so far, each with its position in the shop's whole list. */
export function pagedProducts(pages: readonly ProductPage[] | undefined): { product: Product; index: number }[] {
  return (pages ?? []).flatMap((page) => page.products.map((product, i) => ({ product, index: page.positions[i] ?? -1 })));
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
