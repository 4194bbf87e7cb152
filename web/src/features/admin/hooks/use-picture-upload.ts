// Uploading a picture (POST /api/admin/media) from the file picker or a drop, for PictureField:
// the upload's state, the drop-zone handlers, and the parent told when an upload starts and ends.
import { useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { useUploadPicture, type UploadedPicture } from '../api/upload-picture';
import { MSG } from '../lib/messages';
import { pictureFileProblem } from '../lib/picture-file';

export type UploadStatus = { kind: 'idle' } | { kind: 'done'; picture: UploadedPicture } | { kind: 'error'; message: string };

function hasFiles(event: DragEvent | globalThis.DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * A picture dropped just beside a drop zone would make the browser open it in place of the admin
 * screen, losing what was typed: while a picture field is shown, such drops do nothing.
 */
function useNoStrayDrops() {
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);
}

interface Callbacks {
  /** Given the stored picture's URL. */
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
}

export function usePictureUpload({ onChange, onBusyChange }: Callbacks) {
  const upload = useUploadPicture();
  const busy = upload.isPending;
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  useNoStrayDrops();

  // The parent's latest callbacks: an upload ends renders after it started, and the form's values
  // may have changed meanwhile.
  const latest = useRef({ onChange, onBusyChange });
  useLayoutEffect(() => {
    latest.current = { onChange, onBusyChange };
  });

  useEffect(() => {
    if (!busy) return;
    const report = latest.current.onBusyChange;
    report?.(true);
    return () => report?.(false);
  }, [busy]);

  const send = (file: File) => {
    if (busy) return;
    const problem = pictureFileProblem(file);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setStatus({ kind: 'idle' });
    upload.mutate(file, {
      onSuccess: (picture) => {
        latest.current.onChange(picture.url);
        setStatus({ kind: 'done', picture });
      },
      onError: (error) => setStatus({ kind: 'error', message: error.message.trim() || MSG.pictureUploadFailed }),
    });
  };

  const dropZone = {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      // Leaving for one of the zone's own children is not leaving the zone.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file) send(file);
    },
  };

  /** A typed URL replaces whatever an upload said. */
  const clearStatus = () => {
    if (status.kind !== 'idle') setStatus({ kind: 'idle' });
  };

  return { busy, status, dragging, send, dropZone, clearStatus };
}
