// POST /api/admin/delivery/pincodes — a pasted list (commas, spaces, line breaks, ranges) with
// one extra fee.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { invalidateDelivery } from './invalidate';

export function addPincodes(body: Schemas['AddPincodesRequest']): Promise<Schemas['AddedPincodes']> {
  return unwrap(api.POST('/api/admin/delivery/pincodes', { body }), 'Could not add the PIN codes.');
}

export function useAddPincodes() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addPincodes, onSuccess: () => invalidateDelivery(client) });
}
