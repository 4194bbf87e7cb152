// GET /api/admin/refunds/{id}/credit-note — a refund's GST credit note, as a PDF.
import { api } from '@/lib/api/client';
import { downloaded, type DownloadedFile } from '@/lib/api/download';

const FAILED = 'The credit note could not be downloaded. Please try again.';

export function getAdminCreditNote(refundId: string): Promise<DownloadedFile> {
  return downloaded(
    api.GET('/api/admin/refunds/{id}/credit-note', { params: { path: { id: refundId } }, parseAs: 'blob' }),
    'credit-note.pdf',
    FAILED,
  );
}
