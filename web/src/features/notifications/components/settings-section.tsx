// A titled group of the notification settings' fields, with an optional note under its title that
// is read with the group.
import { useId, type ReactNode } from 'react';

export function SettingsSection({
  legend,
  note,
  children,
  className = 'grid gap-5 sm:grid-cols-2',
}: {
  legend: string;
  note?: ReactNode;
  children: ReactNode;
  /** Classes of the box around the fields. */
  className?: string;
}) {
  const noteId = useId();
  return (
    <div className="border-t border-stone-200 pt-5 first:border-t-0 first:pt-0 dark:border-stone-800">
      <fieldset aria-describedby={note ? noteId : undefined}>
        <legend className="font-display text-lg font-bold text-stone-900 dark:text-stone-50">{legend}</legend>
        {note && (
          <p id={noteId} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {note}
          </p>
        )}
        <div className={`mt-4 ${className}`}>{children}</div>
      </fieldset>
    </div>
  );
}
