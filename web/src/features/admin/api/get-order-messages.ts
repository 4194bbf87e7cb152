// GET /api/admin/orders/{id}/messages — the emails and WhatsApp messages sent (or queued) about an
// order, to the owner, the customer or a gift's recipient, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { OrderMessage } from '../lib/order-messages';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export function getOrderMessages(id: string): Promise<OrderMessage[]> {
  return unwrap(api.GET('/api/admin/orders/{id}/messages', { params: { path: { id } } }), MSG.orderMessagesFailed);
}

export const orderMessagesQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.orderMessages(id),
    queryFn: () => getOrderMessages(id),
    staleTime: 0,
  });

export function useOrderMessages(id: string) {
  return useQuery(orderMessagesQuery(id));
}
