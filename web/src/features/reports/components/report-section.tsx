// One report of the Reports screen: a card titled by its heading (the region's name), with a
// line under the heading saying what the report is.
import { useId, type ReactNode } from 'react';

export function ReportSection({
  title,
  note,
  noteId,
  children,
}: {
  title: string;
  note: ReactNode;
  /** The note's id, for a form inside to be described by it. */
  noteId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card min-w-0 p-4 sm:p-6">
      <h2 id={headingId} className="font-display text-xl font-bold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      <p id={noteId} className="mt-1 max-w-3xl text-sm text-stone-600 dark:text-stone-400">
        {note}
      </p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
