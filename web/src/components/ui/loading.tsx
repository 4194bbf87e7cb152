import { LoaderCircle } from 'lucide-react';

/** An inline "Loading..." line with a spinner, announced politely, shown in place of a list or card. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-stone-600 dark:text-stone-400">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-emerald-700 dark:text-emerald-400" />
      {label}
    </p>
  );
}
