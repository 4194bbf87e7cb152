// PUT /api/admin/settings/checkout — replaces the checkout settings. The storefront's cached shop
// configuration (owned by lib/api) carries them too, so it is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { configQuery } from '@/lib/api/get-config';
import { MSG } from '../lib/messages';
import type { CheckoutSettings } from './get-checkout-settings';
import { adminKeys } from './query-keys';

export function updateCheckoutSettings(body: CheckoutSettings): Promise<CheckoutSettings> {
  return unwrap(api.PUT('/api/admin/settings/checkout', { body }), MSG.checkoutSettingsSaveFailed);
}

export function useUpdateCheckoutSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCheckoutSettings,
    onSuccess: (settings) => {
      client.setQueryData(adminKeys.checkoutSettings, settings);
      void client.invalidateQueries({ queryKey: configQuery.queryKey });
    },
  });
}
