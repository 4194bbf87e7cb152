// Small pieces of the admin's promotion screens: the heading, the state badge, the code and the
// link back to the list.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PromotionInput, PromotionState } from '../admin-types';
import { STATE_LABELS } from '../lib/admin-promotion-text';

export const headClass = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400';
export const linkClass = 'font-semibold text-emerald-800 hover:underline dark:text-emerald-300';

export function PromotionsHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title, 'admin');
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-extrabold tracking-tight break-words text-stone-900 dark:text-stone-50">{title}</h1>
        {description && <p className="mt-1 max-w-2xl text-stone-600 dark:text-stone-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </div>
  );
}

const STATE_CLASSES: Record<PromotionState, { badge: string; dot: string }> = {
  running: {
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-900/40 dark:text-emerald-200 dark:ring-emerald-500/40',
    dot: 'bg-emerald-600',
  },
  scheduled: {
    badge: 'bg-sky-50 text-sky-900 ring-sky-600/30 dark:bg-sky-900/40 dark:text-sky-100 dark:ring-sky-500/40',
    dot: 'bg-sky-600',
  },
  ended: {
    badge: 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-500/40',
    dot: 'bg-amber-600',
  },
  inactive: {
    badge: 'bg-stone-100 text-stone-700 ring-stone-400/40 dark:bg-stone-800 dark:text-stone-300 dark:ring-stone-600',
    dot: 'bg-stone-400',
  },
};

export function StateBadge({ state }: { state: PromotionState }) {
  const classes = STATE_CLASSES[state];
  return (
    <span
      data-testid="promotion-state"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset ${classes.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${classes.dot}`} />
      {STATE_LABELS[state]}
    </span>
  );
}

/** The coupon code in type, or an "Automatic" tag for an offer without one. */
export function CodeTag({ promotion }: { promotion: Pick<PromotionInput, 'code'> }) {
  if (promotion.code) return <span className="font-mono font-bold tracking-wide break-all">{promotion.code}</span>;
  return (
    <span className="inline-flex rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-orange-900 uppercase dark:bg-orange-900/50 dark:text-orange-100">
      Automatic
    </span>
  );
}

export function BackToPromotions() {
  return (
    <Link
      to="/admin/promotions"
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline sm:min-h-0 dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to promotions
    </Link>
  );
}
