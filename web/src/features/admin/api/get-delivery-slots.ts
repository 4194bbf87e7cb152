// GET /api/admin/delivery, read for its slots: the choices of the orders list's "Delivery slot"
// filter. The same query as the delivery settings screen's (see adminKeys.deliverySettings).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export type DeliverySlot = Schemas['DeliverySlot'];

export const deliverySettingsQuery = queryOptions({
  queryKey: adminKeys.deliverySettings,
  queryFn: () => unwrap(api.GET('/api/admin/delivery'), MSG.deliverySlotsFailed),
});

/** Every slot, earliest first (the cached answer stays the whole settings, as the other screen reads it). */
export function useDeliverySlots() {
  return useQuery({ ...deliverySettingsQuery, select: (settings): DeliverySlot[] => settings.slots });
}
