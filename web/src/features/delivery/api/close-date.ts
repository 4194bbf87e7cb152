// POST /api/admin/delivery/closed-dates — a day without deliveries, with a note.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { invalidateDelivery } from './invalidate';

export function closeDate(body: Schemas['ClosedDateRequest']): Promise<Schemas['ClosedDate']> {
  return unwrap(api.POST('/api/admin/delivery/closed-dates', { body }), 'Could not close the day.');
}

export function useCloseDate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeDate, onSuccess: () => invalidateDelivery(client) });
}
