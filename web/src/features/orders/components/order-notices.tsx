// The notices of the orders screens, in the look of the rest of the account area.
import { CircleAlert, LogIn, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';

export const LOG_IN_FOR_ORDERS = 'Please log in to view your orders.';

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
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </button>
      )}
    </div>
  );
}

/** Shown instead of orders when there is no session (the guards normally redirect first). */
export function LoginNotice() {
  return (
    <div role="alert" className="card flex flex-col items-center gap-4 p-10 text-center">
      <p className="text-lg font-semibold">{LOG_IN_FOR_ORDERS}</p>
      <Link to="/login" className="btn btn-primary">
        <LogIn aria-hidden="true" className="size-4" />
        Login
      </Link>
    </div>
  );
}
