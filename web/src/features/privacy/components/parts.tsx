// Small pieces shared by the personal-data screens: notes, a titled card and a link style.
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

export const linkClass =
  'rounded font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950 dark:text-emerald-300 dark:hover:text-emerald-100';

/** A message: red for errors (announced at once), green otherwise (announced politely). */
export function Note({ tone, children, className = '' }: { tone: 'error' | 'success'; children: ReactNode; className?: string }) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      role={error ? 'alert' : 'status'}
      data-tone={tone}
      className={`flex items-start gap-2.5 rounded-2xl border px-4 py-3 text-sm font-medium ${
        error
          ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200'
          : 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200'
      } ${className}`}
    >
      <Icon aria-hidden="true" className="mt-px size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-stone-600 dark:text-stone-400">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-emerald-700 dark:text-emerald-400" />
      {label}
    </p>
  );
}

/** A card with its heading (h2 by default). */
export function Card({
  id,
  title,
  level = 2,
  children,
  className = '',
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-7 ${className}`}>
      <Heading
        id={id}
        className={`font-display font-bold text-stone-900 dark:text-stone-50 ${level === 2 ? 'text-2xl' : 'text-xl'}`}
      >
        {title}
      </Heading>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One labelled detail in a <dl>. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="font-semibold text-stone-600 dark:text-stone-400">{term}</dt>
      <dd className="break-words text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  );
}
