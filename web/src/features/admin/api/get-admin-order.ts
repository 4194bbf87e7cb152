// GET /api/admin/orders/{id} — one order with its customer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import { adminKeys } from './query-keys';

export function getAdminOrder(id: string): Promise<AdminOrder> {
  return unwrap(api.GET('/api/admin/orders/{id}', { params: { path: { id } } }), MSG.orderDetailFailed);
}

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: () => getAdminOrder(id),
    staleTime: 0,
  });

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQuery(id));
}
