// GET /api/delivery/slots — today (before the cut-off) and the 13 days after, each slot open,
// full, closed or past, with the places left.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { deliveryKeys } from './query-keys';

export type DeliveryCalendar = Schemas['DeliveryCalendar'];
export type DeliveryDay = Schemas['DeliveryDay'];
export type SlotOnDay = Schemas['DeliverySlotOnDay'];

export const SLOTS_FAILED = 'Could not load the delivery slots.';

export function getDeliverySlots(): Promise<DeliveryCalendar> {
  return unwrap(api.GET('/api/delivery/slots'), SLOTS_FAILED);
}

export const deliverySlotsQuery = queryOptions({
  queryKey: deliveryKeys.slots,
  queryFn: getDeliverySlots,
  // Places fill up while the customer looks: refreshed every minute and on return to the tab.
  staleTime: 30_000,
  refetchInterval: 60_000,
});

export function useDeliverySlots() {
  return useQuery(deliverySlotsQuery);
}
