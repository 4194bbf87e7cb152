// Small pieces shared by the personal-data screens: notes, a titled card and a link style.
import type { ReactNode } from 'react';

// The message box and the loading line are shared UI; kept under their old names here.
export { Loading } from '@/components/ui/loading';
export { Notice as Note } from '@/components/ui/notice';

export const linkClass =
  'rounded font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950 dark:text-emerald-300 dark:hover:text-emerald-100';

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
