// GET /api/admin/delivery — cut-off, slots, closed days and the places taken in the next 14 days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { deliveryKeys } from './query-keys';

export type DeliverySettings = Schemas['DeliverySettings'];
export type DeliverySlot = Schemas['DeliverySlot'];
export type ClosedDate = Schemas['ClosedDate'];
export type BookingDay = Schemas['DeliveryBookingDay'];

export const SETTINGS_FAILED = 'Could not load the delivery settings.';

export function getDeliverySettings(): Promise<DeliverySettings> {
  return unwrap(api.GET('/api/admin/delivery'), SETTINGS_FAILED);
}

export const deliverySettingsQuery = queryOptions({
  queryKey: deliveryKeys.settings,
  queryFn: getDeliverySettings,
  staleTime: 0,
});

export function useDeliverySettings() {
  return useQuery(deliverySettingsQuery);
}
