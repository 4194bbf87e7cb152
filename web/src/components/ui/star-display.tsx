import { Star } from 'lucide-react';

/** A read-only star row, e.g. 4.5 of 5. */
export function StarDisplay({ value, max = 5, className = '' }: { value: number; max?: number; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`} aria-hidden="true">
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className="relative inline-block size-5">
            <Star className="absolute inset-0 size-5 text-amber-300 dark:text-amber-700" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star className="size-5 fill-amber-400 text-amber-500" />
            </span>
          </span>
        );
      })}
    </span>
  );
}
