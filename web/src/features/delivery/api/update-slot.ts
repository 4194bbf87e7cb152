// PUT /api/admin/delivery/slots/{id} — hours, capacity and the on/off switch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import type { SlotRequest } from './create-slot';
import { invalidateDelivery } from './invalidate';

export function updateSlot({ id, ...body }: SlotRequest & { id: string }): Promise<Schemas['DeliverySlot']> {
  return unwrap(api.PUT('/api/admin/delivery/slots/{id}', { params: { path: { id } }, body }), 'Could not save the slot.');
}

export function useUpdateSlot() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateSlot, onSuccess: () => invalidateDelivery(client) });
}
