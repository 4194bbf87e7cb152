// The GSTR-1 files of a month: the GST offline tool's import file
// (GET /api/admin/reports/gstr1/portal-json) and one table as CSV
// (GET /api/admin/reports/gstr1/tables/{table}). Saved under the server's file name.
import { api } from '@/lib/api/client';
import { downloaded, type DownloadedFile } from '@/lib/api/download';
import type { Gstr1Table } from '../lib/gstr1';

export const PORTAL_JSON_FAILED = 'The GSTR-1 JSON could not be downloaded. Please try again.';
export const TABLE_CSV_FAILED = 'The table could not be downloaded. Please try again.';

export function getGstr1PortalJson(month: string): Promise<DownloadedFile> {
  return downloaded(
    api.GET('/api/admin/reports/gstr1/portal-json', { params: { query: { month } }, parseAs: 'blob' }),
    'GSTR1.json',
    PORTAL_JSON_FAILED,
  );
}

export function getGstr1TableCsv(month: string, table: Gstr1Table): Promise<DownloadedFile> {
  return downloaded(
    api.GET('/api/admin/reports/gstr1/tables/{table}', { params: { path: { table }, query: { month } }, parseAs: 'blob' }),
    `gstr1-${table}.csv`,
    TABLE_CSV_FAILED,
  );
}
