// Building blocks shared by the account screens: the page heading and the notices.
import { CircleAlert, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function PageHeader({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        {/* Focused when the account menu changes page, so screen readers start at the new heading. */}
        <h1 data-account-heading tabIndex={-1} className="font-display text-3xl font-extrabold tracking-tight outline-none">
          {title}
        </h1>
        {description && <p className="mt-1 text-stone-600 dark:text-stone-400">{description}</p>}
      </div>
      {action}
    </header>
  );
}

export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 font-semibold">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="btn btn-outline py-1.5">
          Try again
        </button>
      )}
    </div>
  );
}

/** Shown instead of account data when there is no session (the guards normally redirect first). */
export function LoginNotice({ message }: { message: string }) {
  return (
    <div className="card flex flex-col items-center gap-4 p-10 text-center">
      <p className="text-lg font-semibold">{message}</p>
      <Link to="/login" className="btn btn-primary">
        <LogIn aria-hidden="true" className="size-4" />
        Login
      </Link>
    </div>
  );
}

export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
        {icon}
      </span>
      <h2 className="mt-4 text-xl font-bold">{title}</h2>
      {children}
    </div>
  );
}
