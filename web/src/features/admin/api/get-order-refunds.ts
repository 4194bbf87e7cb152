// GET /api/admin/orders/{id}/refunds — what was paid and given back on an order, what is left of
// each invoice line, and its refunds (oldest first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { OrderRefunds } from '../lib/refunds';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export function getOrderRefunds(id: string): Promise<OrderRefunds> {
  return unwrap(api.GET('/api/admin/orders/{id}/refunds', { params: { path: { id } } }), MSG.refundsFailed);
}

export const orderRefundsQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.orderRefunds(id),
    queryFn: () => getOrderRefunds(id),
    staleTime: 0,
  });

export function useOrderRefunds(id: string, enabled = true) {
  return useQuery({ ...orderRefundsQuery(id), enabled });
}
