// GET /api/admin/delivery — cut-off, slots, closed days and the places taken in the next 14 days:
// one query for the delivery settings screen and for the slots of the admin orders list's
// "Delivery slot" filter (both features read it, so it lives here, under one key and one fetcher).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { DELIVERY_QUERY_KEY } from '@/lib/delivery';

export type DeliverySettings = Schemas['DeliverySettings'];

export const DELIVERY_SETTINGS_FAILED = 'Could not load the delivery settings.';

/** Under DELIVERY_QUERY_KEY, so a refused order (a full slot) makes it stale with the rest. */
export const deliverySettingsKey = [...DELIVERY_QUERY_KEY, 'admin', 'settings'] as const;

export function getDeliverySettings(): Promise<DeliverySettings> {
  return unwrap(api.GET('/api/admin/delivery'), DELIVERY_SETTINGS_FAILED);
}

export const deliverySettingsQuery = queryOptions({
  queryKey: deliverySettingsKey,
  queryFn: getDeliverySettings,
  staleTime: 0,
});
