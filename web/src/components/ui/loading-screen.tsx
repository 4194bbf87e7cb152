import { LoaderCircle } from 'lucide-react';

/** The placeholder shown while the session or a lazy screen loads. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center text-stone-600 dark:text-stone-300">
      <div className="flex items-center gap-3">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-emerald-700 dark:text-emerald-400" />
        <span>{label}</span>
      </div>
    </div>
  );
}
