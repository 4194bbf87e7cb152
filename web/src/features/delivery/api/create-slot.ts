// POST /api/admin/delivery/slots — a new daily slot with its capacity.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { invalidateDelivery } from './invalidate';

export type SlotRequest = Schemas['DeliverySlotRequest'];

export function createSlot(body: SlotRequest): Promise<Schemas['DeliverySlot']> {
  return unwrap(api.POST('/api/admin/delivery/slots', { body }), 'Could not add the slot.');
}

export function useCreateSlot() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSlot, onSuccess: () => invalidateDelivery(client) });
}
