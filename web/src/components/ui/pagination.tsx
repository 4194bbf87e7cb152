// Previous / 'Page x of y' / Next under a paged list, shown only when there is more than one page
// (SPEC §2 Orders list): the admin's orders and the served PIN codes.
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  pages: number;
  onGo: (page: number) => void;
  className?: string;
}

export function Pagination({ page, pages, onGo, className = '' }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={`flex items-center justify-center gap-3 ${className}`}>
      <button type="button" onClick={() => onGo(page - 1)} disabled={page <= 1} className="btn btn-outline px-4">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      <span aria-live="polite" className="text-sm font-semibold tabular-nums">
        Page {page} of {pages}
      </span>
      <button type="button" onClick={() => onGo(page + 1)} disabled={page >= pages} className="btn btn-outline px-4">
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
