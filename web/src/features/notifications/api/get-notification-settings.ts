// GET /api/admin/settings/notifications — who hears of what (the owner's emails and WhatsApp, the
// events), the low-stock threshold, the morning summary's hour, and the WhatsApp Business account
// (its secrets only as "saved or not").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { NotificationSettings } from '../lib/settings-form';

export const notificationSettingsKey = ['admin', 'settings', 'notifications'] as const;

export const LOAD_FAILED = 'The notification settings could not be loaded. Please try again.';

export function getNotificationSettings(): Promise<NotificationSettings> {
  return unwrap(api.GET('/api/admin/settings/notifications'), LOAD_FAILED);
}

export const notificationSettingsQuery = () =>
  queryOptions({ queryKey: notificationSettingsKey, queryFn: getNotificationSettings, staleTime: 0 });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}
