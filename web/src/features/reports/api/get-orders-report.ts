// GET /api/admin/reports/orders?from=YYYY-MM-DD&to=YYYY-MM-DD — every order placed in those IST
// days (both included) as CSV: a row per order. 400 with the server's message for a bad range
// (from after to, more than 366 days, not dates).
import { api } from '@/lib/api/client';
import { downloaded, type DownloadedFile } from '@/lib/api/download';

export const ORDERS_FAILED = 'The orders could not be downloaded. Please try again.';

export function getOrdersReport(from: string, to: string): Promise<DownloadedFile> {
  return downloaded(
    api.GET('/api/admin/reports/orders', { params: { query: { from, to } }, parseAs: 'blob' }),
    'orders.csv',
    ORDERS_FAILED,
  );
}
