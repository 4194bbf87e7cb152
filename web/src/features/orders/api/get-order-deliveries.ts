// GET /api/orders/{id}/deliveries (bearer) — a corporate order's deliveries: one order per gift
// recipient, by order number. Only for a parent order (one with `corporate`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { DELIVERIES_FAILED } from '@/components/order/corporate-deliveries';
import type { Order } from './get-orders';

export function getOrderDeliveries(id: string): Promise<Order[]> {
  return unwrap<Order[]>(api.GET('/api/orders/{id}/deliveries', { params: { path: { id } } }), DELIVERIES_FAILED);
}

export const orderDeliveriesQuery = (userId: string, id: string) =>
  queryOptions({
    // Under the order's key: refreshing the order refreshes its deliveries too.
    queryKey: ['orders', userId, 'detail', id, 'deliveries'],
    queryFn: () => getOrderDeliveries(id),
    staleTime: 0,
  });

export function useOrderDeliveries(userId: string | undefined, id: string, enabled: boolean) {
  return useQuery({ ...orderDeliveriesQuery(userId ?? '', id), enabled: enabled && userId !== undefined && id !== '' });
}
