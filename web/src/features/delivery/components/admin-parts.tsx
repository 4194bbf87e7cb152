// Small pieces of the owner's delivery screens: the header with its two tabs, and messages.
import { AlertCircle, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

const TABS = [
  { to: '/admin/delivery', label: 'Days & slots' },
  { to: '/admin/delivery/pincodes', label: 'PIN codes' },
];

export const headClass = 'px-3 py-2.5 text-left text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400';

export function DeliveryHeader({ title, description }: { title: string; description: ReactNode }) {
  useDocumentTitle(title, 'admin');
  return (
    <div className="mb-6">
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{title}</h1>
      <p className="mt-1 text-stone-600 dark:text-stone-400">{description}</p>
      <nav aria-label="Delivery settings" className="mt-4 flex gap-2">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) =>
              `rounded-full px-4 py-1.5 text-sm font-semibold ${
                isActive
                  ? 'bg-emerald-700 text-white'
                  : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-700'
              }`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

export function Problem({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

export function Pending({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-stone-600 dark:text-stone-400">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-emerald-700 dark:text-emerald-400" />
      {label}
    </p>
  );
}

/** The server's message of a failed call, else `fallback`. */
export function failure(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
