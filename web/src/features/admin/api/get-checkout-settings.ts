// GET /api/admin/settings/checkout — the owner's checkout settings (cash on delivery).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export type CheckoutSettings = Schemas['CheckoutSettings'];

export function getCheckoutSettings(): Promise<CheckoutSettings> {
  return unwrap(api.GET('/api/admin/settings/checkout'), MSG.checkoutSettingsFailed);
}

export const checkoutSettingsQuery = queryOptions({
  queryKey: adminKeys.checkoutSettings,
  queryFn: getCheckoutSettings,
  staleTime: 0,
});

export function useCheckoutSettings() {
  return useQuery(checkoutSettingsQuery);
}
