// /privacy/stop?t=… — the link in every mail's footer: one button stops every message except
// order updates (no sign-in needed), then the server's answer is shown.
import { BellOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWithdrawConsents } from '../api/withdraw';
import { linkClass, Note } from './parts';

const TITLE = 'Stop messages';
export const LINK_INCOMPLETE = 'This link is incomplete. Please open the link in the email we sent you again.';

export function StopMessagesScreen() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const token = params.get('t')?.trim() ?? '';
  const withdraw = useWithdrawConsents();
  const { isAuthenticated, isAdmin } = useSession();

  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 sm:px-6 lg:px-8">
      <div className="card p-6 sm:p-8">
        <span className="grid size-14 place-items-center rounded-2xl bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
          <BellOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
        <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">
          This stops our offers and news by email and our messages on WhatsApp. We will still email you about the orders you
          place: the confirmation, the invoice and delivery updates.
        </p>
        <div aria-live="polite" className="mt-6">
          {withdraw.isSuccess ? (
            <Note tone="success">{withdraw.data.message}</Note>
          ) : withdraw.isError ? (
            <Note tone="error">{withdraw.error.message}</Note>
          ) : null}
        </div>
        {!token ? (
          <Note tone="error">{LINK_INCOMPLETE}</Note>
        ) : (
          !withdraw.isSuccess && (
            <button
              type="button"
              onClick={() => withdraw.mutate(token)}
              disabled={withdraw.isPending}
              aria-busy={withdraw.isPending || undefined}
              className="btn btn-primary mt-2 min-h-11 w-full py-3 text-base sm:w-auto"
            >
              Stop all messages except order updates
            </button>
          )
        )}
        <p className="mt-6 text-sm text-stone-600 dark:text-stone-400">
          {isAuthenticated && !isAdmin ? (
            <>
              You can choose each kind of message again in{' '}
              <Link to="/profile/privacy" className={linkClass}>
                Privacy and your data
              </Link>
              .
            </>
          ) : (
            <>
              What we keep about you and why:{' '}
              <Link to="/your-data" className={linkClass}>
                Your personal data
              </Link>
              .
            </>
          )}
        </p>
      </div>
    </div>
  );
}
