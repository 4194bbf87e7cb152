// File downloads through the typed client (so the bearer token goes with them), saved by the
// browser under the name the server gives in Content-Disposition.
import { ApiError } from './client';

/** A downloaded file. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

interface BlobResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

/** The file name of an attachment answer (`attachment; filename="TK-2026-27-000123.pdf"`). */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1]?.trim() || fallback;
}

/**
 * Awaits a download call made with `parseAs: 'blob'`: the file and its name, or an `ApiError`
 * with the server's message (or `failure`).
 */
export async function downloaded(call: Promise<BlobResult>, fallbackName: string, failure: string): Promise<DownloadedFile> {
  let result: BlobResult;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, failure);
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined || !data) {
    const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : failure;
    throw new ApiError(response.status, message);
  }
  return { blob: data, fileName: attachmentName(response.headers.get('Content-Disposition'), fallbackName) };
}

/** Hands a file to the browser's downloads. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
