// GET /api/admin/orders/{id}/deliveries — a corporate order's deliveries (one order per gift
// recipient), by order number: listed on the parent's page and printed as packing slips.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import { adminKeys } from './query-keys';

export function getAdminOrderDeliveries(id: string): Promise<AdminOrder[]> {
  return unwrap<AdminOrder[]>(api.GET('/api/admin/orders/{id}/deliveries', { params: { path: { id } } }), MSG.deliveriesFailed);
}

export const adminOrderDeliveriesQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.orderDeliveries(id),
    queryFn: () => getAdminOrderDeliveries(id),
    staleTime: 0,
  });

export function useAdminOrderDeliveries(id: string, enabled = true) {
  return useQuery({ ...adminOrderDeliveriesQuery(id), enabled: enabled && id !== '' });
}
