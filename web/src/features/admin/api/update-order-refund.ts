// PATCH /api/admin/orders/{id}/refund — the owner says a due refund was made (at the payment
// provider); the order and the dashboard's refund list update.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import { adminKeys } from './query-keys';

export function markOrderRefunded(id: string): Promise<AdminOrder> {
  return unwrap(
    api.PATCH('/api/admin/orders/{id}/refund', { params: { path: { id } }, body: { refunded: true } }),
    MSG.refundMarkFailed,
  );
}

export function useMarkOrderRefunded() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markOrderRefunded,
    onSuccess: (order) => {
      client.setQueryData<AdminOrder>(adminKeys.order(order._id), order);
      void client.invalidateQueries({ queryKey: adminKeys.orderLists });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
