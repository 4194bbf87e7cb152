// GET /api/corporate/template — the CSV template: the header line and two example rows.
import { api } from '@/lib/api/client';
import { downloaded, type DownloadedFile } from '@/lib/api/download';

export const TEMPLATE_FAILED = 'The template could not be downloaded. Please try again.';

export function getCorporateTemplate(): Promise<DownloadedFile> {
  return downloaded(api.GET('/api/corporate/template', { parseAs: 'blob' }), 'corporate-gifting-template.csv', TEMPLATE_FAILED);
}
