// GET /api/admin/delivery — cut-off, slots, closed days and the places taken in the next 14 days
// (the query itself is shared: src/lib/queries/delivery-settings.ts).
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api/client';
import { deliverySettingsQuery } from '@/lib/queries/delivery-settings';

export type { DeliverySettings } from '@/lib/queries/delivery-settings';
export { DELIVERY_SETTINGS_FAILED as SETTINGS_FAILED, getDeliverySettings, deliverySettingsQuery } from '@/lib/queries/delivery-settings';
export type DeliverySlot = Schemas['DeliverySlot'];
export type ClosedDate = Schemas['ClosedDate'];
export type BookingDay = Schemas['DeliveryBookingDay'];

export function useDeliverySettings() {
  return useQuery(deliverySettingsQuery);
}
