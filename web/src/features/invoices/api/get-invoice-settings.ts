// GET /api/admin/invoice-settings — the seller named on every invoice, and the states to pick.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type InvoiceSettings = Schemas['InvoiceSettings'];

export const invoiceSettingsKey = ['admin', 'invoice-settings'] as const;

export const LOAD_FAILED = 'The invoice settings could not be loaded. Please try again.';

export function getInvoiceSettings(): Promise<InvoiceSettings> {
  return unwrap(api.GET('/api/admin/invoice-settings'), LOAD_FAILED);
}

export const invoiceSettingsQuery = () =>
  queryOptions({ queryKey: invoiceSettingsKey, queryFn: getInvoiceSettings, staleTime: 0 });

export function useInvoiceSettings() {
  return useQuery(invoiceSettingsQuery());
}
