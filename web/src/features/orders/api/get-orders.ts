// GET /api/orders (bearer) — the signed-in customer's orders, newest first, a page at a time: the
// server answers the newest page and names the next one in the X-Next-Cursor header.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrapPage, type CursorPage, type Schemas } from '@/lib/api/client';

export type Order = Schemas['Order'];

export const FAILED_TO_LOAD_ORDERS = 'Failed to load orders. Please try again.';

/** A page of orders; its `next` opens the older ones. */
export function getOrdersPage(cursor?: string): Promise<CursorPage<Order>> {
  return unwrapPage(api.GET('/api/orders', { params: { query: cursor ? { cursor } : {} } }), FAILED_TO_LOAD_ORDERS);
}

/** Keyed by user; refetched on each visit because the shop moves orders along. */
export const ordersQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['orders', userId, 'list'],
    queryFn: ({ pageParam }) => getOrdersPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export function useOrders(userId: string | undefined) {
  return useInfiniteQuery({ ...ordersQuery(userId ?? ''), enabled: userId !== undefined });
}
