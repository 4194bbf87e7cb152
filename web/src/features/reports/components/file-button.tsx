// A button that downloads one of the report files through the API (with the session's token) and
// hands it to the browser's downloads; a failure shows the server's message in a toast, as the
// invoice download does. Unlike the shared DownloadButton its label may hold words only screen
// readers hear ("Download B2B invoices (table 4A) as CSV" for a button that shows "CSV").
import { Download, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { saveFile, type DownloadedFile } from '@/lib/api/download';
import { toast } from '@/lib/toast';

const FAILED = 'The download failed. Please try again.';

export function FileButton({
  fetchFile,
  children,
  className = 'btn btn-outline px-3 py-1.5 text-sm',
}: {
  /** Fetches the file; its error message is shown when it fails. */
  fetchFile: () => Promise<DownloadedFile>;
  children: ReactNode;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile());
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy} className={className}>
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4 shrink-0" />
      )}
      <span>{children}</span>
    </button>
  );
}
