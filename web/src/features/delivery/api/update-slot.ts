// PUT /api/admin/delivery/slots/{id} — hours, capacity and the on/off switch. The saved slot
// replaces the listed one at once (no flicker back while the settings are fetched again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import type { SlotRequest } from './create-slot';
import type { DeliverySettings } from './get-delivery-settings';
import { invalidateDelivery } from './invalidate';
import { deliveryKeys } from './query-keys';

export function updateSlot({ id, ...body }: SlotRequest & { id: string }): Promise<Schemas['DeliverySlot']> {
  return unwrap(api.PUT('/api/admin/delivery/slots/{id}', { params: { path: { id } }, body }), 'Could not save the slot.');
}

export function useUpdateSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSlot,
    onSuccess: (saved) => {
      client.setQueryData<DeliverySettings>(deliveryKeys.settings, (settings) =>
        settings ? { ...settings, slots: settings.slots.map((s) => (s._id === saved._id ? saved : s)) } : settings,
      );
      invalidateDelivery(client);
    },
  });
}
