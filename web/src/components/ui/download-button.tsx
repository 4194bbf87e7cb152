// A button that downloads a file through the API (with the session's token) and saves it.
import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { saveFile, type DownloadedFile } from '@/lib/api/download';
import { toast } from '@/lib/toast';

interface DownloadButtonProps {
  label: string;
  /** Fetches the file; its error message is shown when it fails. */
  fetchFile: () => Promise<DownloadedFile>;
  className?: string;
}

export function DownloadButton({ label, fetchFile, className = 'btn btn-outline py-2' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile());
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The download failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy} className={className}>
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {label}
    </button>
  );
}
