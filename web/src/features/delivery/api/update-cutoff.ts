// PUT /api/admin/delivery/cutoff — the same-day cut-off (IST), e.g. "12:00".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { invalidateDelivery } from './invalidate';

export function updateCutoff(cutoff: string): Promise<Schemas['DeliverySettings']> {
  return unwrap(api.PUT('/api/admin/delivery/cutoff', { body: { cutoff } }), 'Could not save the cut-off.');
}

export function useUpdateCutoff() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateCutoff, onSuccess: () => invalidateDelivery(client) });
}
