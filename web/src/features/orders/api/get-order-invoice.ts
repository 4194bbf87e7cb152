// GET /api/orders/{id}/invoice — the GST invoice of one of the customer's paid orders, as a PDF.
import { api } from '@/lib/api/client';
import { downloaded, type DownloadedFile } from '@/lib/api/download';

export const INVOICE_DOWNLOAD_FAILED = 'The invoice could not be downloaded. Please try again.';

export function getOrderInvoice(orderId: string): Promise<DownloadedFile> {
  return downloaded(
    api.GET('/api/orders/{id}/invoice', { params: { path: { id: orderId } }, parseAs: 'blob' }),
    'invoice.pdf',
    INVOICE_DOWNLOAD_FAILED,
  );
}
