// Notification settings as GET /api/admin/settings/notifications answers them, for the tests.
import type { NotificationSettings } from '../lib/settings-form';

export function settings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    ownerEmails: ['owner@tokri.test'],
    ownerWhatsapp: '+91 98220 12345',
    events: {
      newOrder: true,
      morningSummary: true,
      lowStock: true,
      outForDelivery: true,
      delivered: true,
      cancelled: false,
      refunded: false,
    },
    lowStockThreshold: 5,
    summaryHour: 7,
    whatsapp: {
      configured: true,
      phoneNumberId: '1234567890',
      accessTokenSet: true,
      appSecretSet: true,
      verifyTokenSet: false,
      language: 'en',
      webhookUrl: 'https://shop.tokri.test/api/webhooks/whatsapp',
      howToEnable: 'Create a WhatsApp Business app in Meta, then paste its phone number id and access token here.',
    },
    ...overrides,
  };
}

/** Not configured: no number id, no secrets, and how to set it up. */
export function unconfigured(): NotificationSettings {
  const base = settings();
  return {
    ...base,
    whatsapp: { ...base.whatsapp, configured: false, phoneNumberId: '', accessTokenSet: false, appSecretSet: false, verifyTokenSet: false },
  };
}
