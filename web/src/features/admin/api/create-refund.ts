// POST /api/admin/orders/{id}/refunds — gives money back on an order (the server works out the
// amount and its GST, and issues the credit note). The same request id sent again answers the
// refund it made, so a double click or a retry refunds once. The order, its refunds, the order
// lists and the dashboard update.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import type { Refund, RefundRequest } from '../lib/refunds';
import { adminKeys } from './query-keys';

export function createRefund(orderId: string, body: RefundRequest): Promise<Refund> {
  return unwrap(api.POST('/api/admin/orders/{id}/refunds', { params: { path: { id: orderId } }, body }), MSG.refundFailed);
}

export function useCreateRefund(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) => createRefund(orderId, body),
    onSuccess: () => {
      // The order's key is a prefix of its refunds' key: both are fetched again.
      void client.invalidateQueries({ queryKey: adminKeys.order(orderId) });
      void client.invalidateQueries({ queryKey: adminKeys.orderLists });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
