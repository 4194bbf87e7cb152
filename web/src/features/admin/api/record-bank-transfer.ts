// POST /api/admin/orders/{id}/bank-transfer — the money of an order waiting for a bank transfer has
// arrived: the admin records the bank's reference (UTR) and the order becomes Paid. 400 for a bad
// reference, 409 when the order does not wait for a bank transfer (both with the server's message).
// The order is read again, and the lists and the dashboard update.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import { adminKeys } from './query-keys';

export interface BankTransferPayment {
  id: string;
  /** The bank's reference (UTR): 6 to 40 letters and digits. */
  reference: string;
}

export function recordBankTransfer({ id, reference }: BankTransferPayment): Promise<AdminOrder> {
  return unwrap<AdminOrder>(
    api.POST('/api/admin/orders/{id}/bank-transfer', { params: { path: { id } }, body: { reference } }),
    MSG.bankTransferRecordFailed,
  );
}

export function useRecordBankTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordBankTransfer,
    onSuccess: (order, { id }) => {
      client.setQueryData<AdminOrder>(adminKeys.order(id), order);
      void client.invalidateQueries({ queryKey: adminKeys.order(id) });
      void client.invalidateQueries({ queryKey: adminKeys.orderLists });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
