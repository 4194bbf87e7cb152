// DELETE /api/admin/delivery/closed-dates/{date} — deliveries on that day again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { invalidateDelivery } from './invalidate';

export async function reopenDate(date: string): Promise<void> {
  await unwrap(api.DELETE('/api/admin/delivery/closed-dates/{date}', { params: { path: { date } } }), 'Could not open the day.');
}

export function useReopenDate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: reopenDate, onSuccess: () => invalidateDelivery(client) });
}
