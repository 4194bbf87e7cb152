// What a picture field says about its upload: under way, done (with the stored size), or why not.
import { AlertCircle, CircleCheck, LoaderCircle } from 'lucide-react';
import type { UploadStatus } from '../hooks/use-picture-upload';
import { hintClass } from './admin-ui';

export function UploadStatusLine({ id, busy, status }: { id: string; busy: boolean; status: UploadStatus }) {
  return (
    <p id={id} role="status" className={`${hintClass} flex items-center gap-1.5 empty:mt-0`}>
      {busy ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin text-emerald-700 dark:text-emerald-400" />
          Uploading picture...
        </>
      ) : status.kind === 'done' ? (
        <>
          <CircleCheck aria-hidden="true" className="size-3.5 text-emerald-700 dark:text-emerald-400" />
          Picture uploaded ({status.picture.width} × {status.picture.height}).
        </>
      ) : null}
    </p>
  );
}

export function UploadError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-red-700 dark:text-red-400">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
