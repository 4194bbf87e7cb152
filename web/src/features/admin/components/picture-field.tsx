// The picture of a product, category or banner: upload a file (the file picker or drag and drop)
// or paste a URL, with a preview. An upload (POST /api/admin/media) fills the URL box with the
// stored picture's URL, which the form then saves like a pasted one.
import { ImageUp, LoaderCircle, Upload } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { usePictureUpload } from '../hooks/use-picture-upload';
import { PICTURE_ACCEPT } from '../lib/picture-file';
import { ImagePreview, labelClass } from './admin-ui';
import { UploadError, UploadStatusLine } from './picture-status';

export interface PictureFieldProps {
  /** The accessible name of the URL box, e.g. "Main Product Image URL". */
  label: string;
  /** What the label shows, when it differs from `label` (e.g. with a required mark). */
  labelContent?: ReactNode;
  /** Keeps the label for screen readers only (rows that say what they are otherwise). */
  hideLabel?: boolean;
  /** Names the picture in the upload button, e.g. "extra image 2" → "Upload extra image 2". */
  pictureName: string;
  value: string;
  onChange: (url: string) => void;
  /** `large`: a drop zone with the preview and an "Upload picture" button; `compact`: one row. */
  variant?: 'large' | 'compact';
  required?: boolean;
  placeholder?: string;
  previewClassName?: string;
  /** How wide the preview is shown (see ImagePreview). */
  previewSizes?: string;
  previewAlt?: string;
  /** Told when an upload starts and when it ends (or the field goes away), so the form can wait. */
  onBusyChange?: (busy: boolean) => void;
  /** More controls at the end of a compact row (e.g. a remove button). */
  trailing?: ReactNode;
}

export function PictureField({
  label,
  labelContent,
  hideLabel = false,
  pictureName,
  value,
  onChange,
  variant = 'compact',
  required = false,
  placeholder = '/images/… or https://…',
  previewClassName,
  previewSizes,
  previewAlt = '',
  onBusyChange,
  trailing,
}: PictureFieldProps) {
  const id = useId();
  const inputId = `${id}-url`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const fileRef = useRef<HTMLInputElement>(null);
  const { busy, status, dragging, send, dropZone, clearStatus } = usePictureUpload({ onChange, onBusyChange });

  const error = status.kind === 'error' ? status.message : null;
  const describedBy = [error ? errorId : null, variant === 'large' ? hintId : null].filter(Boolean).join(' ') || undefined;
  const zone = dragging
    ? 'border-emerald-600 bg-emerald-50 ring-2 ring-emerald-600/30 dark:border-emerald-400 dark:bg-emerald-950/40'
    : 'border-stone-300 dark:border-stone-700';

  const fileInput = (
    <input
      ref={fileRef}
      type="file"
      accept={PICTURE_ACCEPT}
      className="hidden"
      tabIndex={-1}
      aria-label={`${pictureName} file`}
      disabled={busy}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared, so choosing the same file again (after fixing it) still counts as a change.
        event.target.value = '';
        if (file) send(file);
      }}
    />
  );

  const urlInput = (
    <input
      id={inputId}
      type="text"
      inputMode="url"
      value={value}
      onChange={(event) => {
        clearStatus();
        onChange(event.target.value);
      }}
      readOnly={busy}
      placeholder={placeholder}
      className="field"
      autoComplete="off"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );

  const statusLine = <UploadStatusLine id={statusId} busy={busy} status={status} />;
  const errorLine = error && <UploadError id={errorId} message={error} />;

  const labelElement = (
    <label htmlFor={inputId} className={hideLabel ? 'sr-only' : labelClass}>
      {labelContent ?? label}
    </label>
  );

  if (variant === 'large') {
    return (
      <div>
        {labelElement}
        <div
          {...dropZone}
          data-testid="picture-drop-zone"
          className={`flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed p-4 transition-colors sm:flex-row ${zone}`}
        >
          <ImagePreview
            src={value}
            alt={previewAlt}
            sizes={previewSizes}
            className={previewClassName ?? 'aspect-square h-auto w-full max-w-40 sm:w-32'}
          />
          <div className="flex min-w-0 flex-col items-center gap-2 text-center sm:items-start sm:text-left">
            {/* No dragging on a touch screen. */}
            <p className="flex items-center gap-2 text-sm font-semibold text-stone-800 pointer-coarse:hidden dark:text-stone-200">
              <ImageUp aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
              {dragging ? 'Drop the picture to upload it' : 'Drag a picture here, or'}
            </p>
            <button
              type="button"
              onClick={() => fileRef.current?.click()}
              disabled={busy}
              aria-describedby={describedBy}
              className="btn btn-outline px-4"
            >
              {busy ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Upload aria-hidden="true" className="size-4" />
              )}
              {busy ? 'Uploading...' : 'Upload picture'}
            </button>
            <p id={hintId} className="text-xs text-stone-600 dark:text-stone-400">
              JPEG, PNG or WebP, up to 10 MB
            </p>
          </div>
          {fileInput}
        </div>
        <div className="mt-2">{urlInput}</div>
        {statusLine}
        {errorLine}
      </div>
    );
  }

  return (
    <div className="min-w-0">
      {labelElement}
      <div
        {...dropZone}
        data-testid="picture-drop-zone"
        title="Drop a picture here to upload it"
        className={`-m-1 flex items-center gap-2 rounded-xl border border-dashed border-transparent p-1 transition-colors ${
          dragging ? zone : ''
        }`}
      >
        <ImagePreview src={value} alt={previewAlt} sizes={previewSizes} className={previewClassName ?? 'size-10'} />
        {urlInput}
        <button
          type="button"
          onClick={() => fileRef.current?.click()}
          disabled={busy}
          className="btn btn-outline shrink-0 px-3 py-2"
          aria-label={`Upload ${pictureName}`}
          aria-describedby={describedBy}
          title="Upload a picture (JPEG, PNG or WebP, up to 10 MB), or drop one here"
        >
          {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Upload aria-hidden="true" className="size-4" />}
          <span className="hidden sm:inline">Upload</span>
        </button>
        {trailing}
        {fileInput}
      </div>
      {statusLine}
      {errorLine}
    </div>
  );
}
