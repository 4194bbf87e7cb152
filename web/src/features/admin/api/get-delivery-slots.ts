// GET /api/admin/delivery, read for its slots: the choices of the orders list's "Delivery slot"
// filter, from the same shared query as the delivery settings screen.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api/client';
import { deliverySettingsQuery } from '@/lib/queries/delivery-settings';

export type DeliverySlot = Schemas['DeliverySlot'];

/** Every slot, earliest first (the cached answer stays the whole settings, as the other screen reads it). */
export function useDeliverySlots() {
  return useQuery({ ...deliverySettingsQuery, select: (settings): DeliverySlot[] => settings.slots });
}
