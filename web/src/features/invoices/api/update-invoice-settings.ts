// PUT /api/admin/invoice-settings — invoices issued afterwards name the seller this way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { invoiceSettingsKey, type InvoiceSettings } from './get-invoice-settings';

export const SAVE_FAILED = 'The invoice settings could not be saved.';

export function updateInvoiceSettings(body: Schemas['InvoiceSettingsRequest']): Promise<InvoiceSettings> {
  return unwrap(api.PUT('/api/admin/invoice-settings', { body }), SAVE_FAILED);
}

export function useUpdateInvoiceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceSettings,
    onSuccess: (saved) => client.setQueryData(invoiceSettingsKey, saved),
  });
}
