// PUT /api/admin/settings/notifications — replaces the settings (a secret sent as null keeps the
// saved one, "" removes it). Whether WhatsApp is set up reaches the checkout through the shop's
// configuration (owned by lib/api), so that is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { configQuery } from '@/lib/api/get-config';
import type { NotificationSettings, NotificationSettingsRequest } from '../lib/settings-form';
import { notificationSettingsKey } from './get-notification-settings';

export const SAVE_FAILED = 'The notification settings could not be saved.';

export function updateNotificationSettings(body: NotificationSettingsRequest): Promise<NotificationSettings> {
  return unwrap(api.PUT('/api/admin/settings/notifications', { body }), SAVE_FAILED);
}

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => {
      client.setQueryData(notificationSettingsKey, saved);
      void client.invalidateQueries({ queryKey: configQuery.queryKey });
    },
  });
}
