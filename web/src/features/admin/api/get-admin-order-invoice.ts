// GET /api/admin/orders/{id}/invoice — any paid order's GST invoice, as a PDF.
import { api } from '@/lib/api/client';
import { downloaded, type DownloadedFile } from '@/lib/api/download';

const FAILED = 'The invoice could not be downloaded. Please try again.';

export function getAdminOrderInvoice(orderId: string): Promise<DownloadedFile> {
  return downloaded(
    api.GET('/api/admin/orders/{id}/invoice', { params: { path: { id: orderId } }, parseAs: 'blob' }),
    'invoice.pdf',
    FAILED,
  );
}
