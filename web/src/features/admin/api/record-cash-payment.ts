// POST /api/admin/orders/{id}/cash-payment — the courier collected the cash of a cash-on-delivery
// order: it becomes Paid (Pending moves to Processing); the lists and the dashboard update.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import { adminKeys } from './query-keys';

export function recordCashPayment(id: string): Promise<AdminOrder> {
  return unwrap(api.POST('/api/admin/orders/{id}/cash-payment', { params: { path: { id } } }), MSG.cashRecordFailed);
}

export function useRecordCashPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordCashPayment,
    onSuccess: (order) => {
      client.setQueryData<AdminOrder>(adminKeys.order(order._id), order);
      void client.invalidateQueries({ queryKey: adminKeys.orderLists });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
