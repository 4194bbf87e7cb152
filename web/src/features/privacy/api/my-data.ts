// GET /api/user/data and /api/user/data.html — the customer's personal data as a file (JSON, or a
// readable page), fetched with the session's token and saved by the browser.
import { api } from '@/lib/api/client';
import { downloaded, type DownloadedFile } from '@/lib/api/download';
import { dataFile, type DataFormat } from '../lib/privacy-text';

export const DOWNLOAD_FAILED = 'Could not download your data. Please try again.';

export function downloadMyData(format: DataFormat): Promise<DownloadedFile> {
  const { path, fallbackName } = dataFile(format);
  return downloaded(api.GET(path, { parseAs: 'blob' }), fallbackName, DOWNLOAD_FAILED);
}
