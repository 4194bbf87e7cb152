// A message box: red for errors (announced at once), green for success and amber for
// information (announced politely). `data-tone` lets tests check the colour rule without reading
// class names.
import { CircleAlert, CircleCheck, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';

export type NoticeTone = 'error' | 'success' | 'info';

export function Notice({
  tone,
  children,
  className = '',
  bodyAs: Body = 'div',
}: {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
  /** The element around the text: a `div` (the default) or a `p` for a plain sentence. */
  bodyAs?: 'div' | 'p';
}) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : tone === 'info' ? Lightbulb : CircleCheck;
  return (
    <div
      role={error ? 'alert' : 'status'}
      data-tone={tone}
      className={`flex items-start gap-2.5 rounded-2xl border px-4 py-3 text-sm font-medium ${
        error
          ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200'
          : tone === 'info'
            ? 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100'
            : 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200'
      } ${className}`}
    >
      <Icon aria-hidden="true" className="mt-px size-5 shrink-0" />
      <Body>{children}</Body>
    </div>
  );
}
