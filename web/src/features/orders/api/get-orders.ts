// GET /api/orders (bearer) — the signed-in customer's orders, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type Order = Schemas['Order'];

export const FAILED_TO_LOAD_ORDERS = 'Failed to load orders. Please try again.';

export function getOrders(): Promise<Order[]> {
  return unwrap(api.GET('/api/orders'), FAILED_TO_LOAD_ORDERS);
}

/** Keyed by user; refetched on each visit because the shop moves orders along. */
export const ordersQuery = (userId: string) =>
  queryOptions({
    queryKey: ['orders', userId, 'list'],
    queryFn: getOrders,
    staleTime: 0,
  });

export function useOrders(userId: string | undefined) {
  return useQuery({ ...ordersQuery(userId ?? ''), enabled: userId !== undefined });
}
