// Small building blocks shared by the admin screens.
import { AlertCircle, ImageOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { responsiveImage } from '@/lib/media';
import { useDocumentTitle } from '@/lib/use-document-title';

export { Loading } from '@/components/ui/loading';

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title, 'admin');
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{title}</h1>
        {description && <p className="mt-1 text-stone-600 dark:text-stone-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** An error message, announced to screen readers. */
export function ErrorNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200 ${className}`}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 px-4 py-10 text-center font-medium text-stone-600 dark:border-stone-700 dark:text-stone-400">
      {children}
    </p>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${
        active
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-900/40 dark:text-emerald-200 dark:ring-emerald-500/40'
          : 'bg-stone-100 text-stone-700 ring-stone-400/40 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-600'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-emerald-600' : 'bg-stone-400'}`} />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

interface ImagePreviewProps {
  src: string;
  alt?: string;
  className?: string;
  /** How wide the preview is shown, so an uploaded picture loads its smallest fitting width. */
  sizes?: string;
}

/** A picture from a typed URL, with a placeholder while there is none or it does not load. */
export function ImagePreview({ src, alt = '', className = 'size-16', sizes = '64px' }: ImagePreviewProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src.trim();
  if (!url || failedSrc === url) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt ? `${alt} (no preview)` : undefined}
        className={`grid shrink-0 place-items-center rounded-xl bg-stone-100 text-stone-400 ring-1 ring-stone-200 dark:bg-stone-800 dark:text-stone-500 dark:ring-stone-700 ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-1/2 max-h-8 max-w-8" />
      </div>
    );
  }
  return (
    <img
      {...responsiveImage(url, sizes)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(url)}
      className={`shrink-0 rounded-xl bg-white object-cover ring-1 ring-stone-200 dark:bg-stone-800 dark:ring-stone-700 ${className}`}
    />
  );
}

/** After an optional field's label. */
export function OptionalMark() {
  return <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>;
}

export const labelClass = 'mb-1 block text-sm font-semibold text-stone-800 dark:text-stone-200';
export const hintClass = 'mt-1 text-xs text-stone-600 dark:text-stone-400';
export const iconButtonClass =
  'inline-flex size-9 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900 disabled:opacity-50 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white';
export const dangerIconButtonClass =
  'inline-flex size-9 items-center justify-center rounded-full text-red-700 transition-colors hover:bg-red-50 disabled:opacity-50 dark:text-red-300 dark:hover:bg-red-950/60';
export const tableHeadClass =
  'px-4 py-3 text-left text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400';
