// PUT /api/admin/invoice-settings — invoices issued afterwards name the seller this way, and the
// Seller information page, the footer and the packing slip show the new details.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { configQuery } from '@/lib/api/get-config';
import { sellerQuery } from '@/lib/api/get-seller';
import { invoiceSettingsKey, type InvoiceSettings } from './get-invoice-settings';

export const SAVE_FAILED = 'The invoice settings could not be saved.';

export function updateInvoiceSettings(body: Schemas['InvoiceSettingsRequest']): Promise<InvoiceSettings> {
  return unwrap(api.PUT('/api/admin/invoice-settings', { body }), SAVE_FAILED);
}

export function useUpdateInvoiceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceSettings,
    onSuccess: (saved) => {
      client.setQueryData(invoiceSettingsKey, saved);
      void client.invalidateQueries({ queryKey: sellerQuery.queryKey });
      // The footer's FSSAI number comes with the shop's configuration.
      void client.invalidateQueries({ queryKey: configQuery.queryKey });
    },
  });
}
