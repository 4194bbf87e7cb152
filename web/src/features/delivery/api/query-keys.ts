// Query keys of the delivery feature. Every key starts with DELIVERY_QUERY_KEY, so a refused order
// (a full slot) makes all of them stale at once.
import { DELIVERY_QUERY_KEY } from '@/lib/delivery';
import { deliverySettingsKey } from '@/lib/queries/delivery-settings';

export const deliveryKeys = {
  all: DELIVERY_QUERY_KEY,
  slots: [...DELIVERY_QUERY_KEY, 'slots'] as const,
  check: (pincode: string) => [...DELIVERY_QUERY_KEY, 'check', pincode] as const,
  settings: deliverySettingsKey,
  pincodeLists: [...DELIVERY_QUERY_KEY, 'admin', 'pincodes'] as const,
  pincodes: (search: string, page: number) => [...DELIVERY_QUERY_KEY, 'admin', 'pincodes', search, page] as const,
};
