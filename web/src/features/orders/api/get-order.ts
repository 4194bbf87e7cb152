// GET /api/orders/{id} (bearer) — one of the customer's own orders (404 for anyone else's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Order } from './get-orders';

export const FAILED_TO_LOAD_ORDER = 'Failed to load order details.';
export const ORDER_NOT_FOUND = 'Order not found.';

export function getOrder(id: string): Promise<Order> {
  return unwrap(api.GET('/api/orders/{id}', { params: { path: { id } } }), FAILED_TO_LOAD_ORDER);
}

export const orderQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: ['orders', userId, 'detail', id],
    queryFn: () => getOrder(id),
    staleTime: 0,
  });

export function useOrder(userId: string | undefined, id: string) {
  return useQuery({ ...orderQuery(userId ?? '', id), enabled: userId !== undefined && id !== '' });
}
