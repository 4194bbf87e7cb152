// PATCH /api/admin/orders/{id}/status — any status from any other; the lists update in place.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { OrderStatus } from '@/lib/constants';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import type { AdminOrderPage } from './get-admin-orders';
import { adminKeys } from './query-keys';

export async function updateOrderStatus({ id, status }: { id: string; status: OrderStatus }): Promise<void> {
  await unwrap(
    api.PATCH('/api/admin/orders/{id}/status', { params: { path: { id } }, body: { status } }),
    MSG.orderStatusFailed,
  );
}

export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (_data, { id, status }) => {
      // Local update of every cached page that holds the order (no refetch: the row stays put
      // even when it no longer matches a status filter, until the filters change).
      client.setQueriesData<AdminOrderPage>({ queryKey: adminKeys.orderLists }, (page) =>
        page ? { ...page, orders: page.orders.map((o) => (o._id === id ? { ...o, status } : o)) } : page,
      );
      client.setQueryData<AdminOrder>(adminKeys.order(id), (order) => (order ? { ...order, status } : order));
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
