// "Show more" under a paged list (the server names the next page by a cursor): shown while a next
// page exists, busy while it loads.
import { LoaderCircle } from 'lucide-react';

interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function ShowMoreButton({
  list,
  label,
  className = '',
  buttonClassName = 'py-2',
}: {
  list: NextPages;
  label: string;
  /** Classes for the row around the button (spacing, borders). */
  className?: string;
  /** Extra classes for the button itself, after `btn btn-outline`. */
  buttonClassName?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className={`flex justify-center ${className}`}>
      <button
        type="button"
        className={`btn btn-outline ${buttonClassName}`}
        disabled={list.isFetchingNextPage}
        aria-busy={list.isFetchingNextPage || undefined}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {label}
      </button>
    </div>
  );
}
