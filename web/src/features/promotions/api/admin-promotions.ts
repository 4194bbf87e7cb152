// The admin's promotions (issue 21):
//   GET  /api/admin/promotions?active=true|false&cursor= — newest first, paged by X-Next-Cursor
//   GET  /api/admin/promotions/{id}                      — one
//   POST /api/admin/promotions          (PromotionInput) — 201 with it; 400 with `errors`, 409 code taken
//   PUT  /api/admin/promotions/{id}     (PromotionInput) — 200 with it (Deactivate = `active: false`)
// and, for the form's "applies to", the admin's categories and products.
//
// The generated schema types `kind` and `scope` as plain strings: answers are read as the narrower
// shapes of ../admin-types (the API contract), the one cast of each call below.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapPage, type CursorPage, type Schemas } from '@/lib/api/client';
import type { Promotion, PromotionFilter, PromotionInput } from '../admin-types';

export const LIST_FAILED = 'Could not load the promotions.';
export const PROMOTION_FAILED = 'Could not load the promotion.';
export const SAVE_FAILED = 'Could not save the promotion. Please try again.';
export const CATEGORIES_FAILED = 'Could not load the categories.';
export const PRODUCTS_FAILED = 'Could not load the products.';

export const promotionKeys = {
  all: ['admin', 'promotions'] as const,
  lists: ['admin', 'promotions', 'list'] as const,
  list: (filter: PromotionFilter) => ['admin', 'promotions', 'list', filter] as const,
  one: (id: string) => ['admin', 'promotions', 'one', id] as const,
  categories: ['admin', 'promotions', 'categories'] as const,
  products: (search: string) => ['admin', 'promotions', 'products', search] as const,
};

const ACTIVE_QUERY: Record<PromotionFilter, { active?: boolean }> = {
  all: {},
  active: { active: true },
  inactive: { active: false },
};

export async function getPromotions(filter: PromotionFilter, cursor?: string): Promise<CursorPage<Promotion>> {
  const query = { ...ACTIVE_QUERY[filter], ...(cursor ? { cursor } : {}) };
  const page = await unwrapPage(api.GET('/api/admin/promotions', { params: { query } }), LIST_FAILED);
  return page as CursorPage<Promotion>;
}

export const promotionsQuery = (filter: PromotionFilter) =>
  infiniteQueryOptions({
    queryKey: promotionKeys.list(filter),
    queryFn: ({ pageParam }) => getPromotions(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export function usePromotions(filter: PromotionFilter) {
  return useInfiniteQuery(promotionsQuery(filter));
}

export async function getPromotion(id: string): Promise<Promotion> {
  return (await unwrap(api.GET('/api/admin/promotions/{id}', { params: { path: { id } } }), PROMOTION_FAILED)) as Promotion;
}

export function usePromotion(id: string | undefined) {
  return useQuery({
    queryKey: promotionKeys.one(id ?? ''),
    queryFn: () => getPromotion(id ?? ''),
    enabled: id !== undefined,
    staleTime: 0,
    retry: false,
  });
}

/** Creates (no `id`) or replaces a promotion. */
export async function savePromotion({ id, input }: { id?: string; input: PromotionInput }): Promise<Promotion> {
  const saved = id
    ? await unwrap(api.PUT('/api/admin/promotions/{id}', { params: { path: { id } }, body: input }), SAVE_FAILED)
    : await unwrap(api.POST('/api/admin/promotions', { body: input }), SAVE_FAILED);
  return saved as Promotion;
}

/** Saves a promotion: it becomes the cached one, and the lists refetch. */
export function useSavePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: (promotion) => {
      client.setQueryData(promotionKeys.one(promotion._id), promotion);
      void client.invalidateQueries({ queryKey: promotionKeys.lists });
    },
  });
}

export type PromotionCategory = Schemas['Category'];
export type PromotionProduct = Schemas['ProductDetail'];

/** Every category, hidden ones too (a promotion may be set up before its category shows). */
export function usePromotionCategories() {
  return useQuery({
    queryKey: promotionKeys.categories,
    queryFn: () => unwrap(api.GET('/api/admin/categories'), CATEGORIES_FAILED),
  });
}

/** The admin's products whose name has `search`, 100 a page. */
export function usePromotionProducts(search: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: promotionKeys.products(search),
      queryFn: ({ pageParam }) => {
        const query = { ...(search ? { search } : {}), ...(pageParam ? { cursor: pageParam } : {}) };
        return unwrapPage(api.GET('/api/admin/products', { params: { query } }), PRODUCTS_FAILED);
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: CursorPage<PromotionProduct>) => last.next ?? undefined,
      placeholderData: keepPreviousData,
    }),
  );
}
