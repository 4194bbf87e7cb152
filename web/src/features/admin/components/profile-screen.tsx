// Admin profile (SPEC §2): email and role.
import { Mail, ShieldCheck, UserRound } from 'lucide-react';
import { ApiError } from '@/lib/api/client';
import { useSession } from '@/lib/session';
import { useAdminProfile } from '../api/get-admin-profile';
import { MSG } from '../lib/messages';
import { ErrorNote, Loading, PageHeader } from './admin-ui';

export function ProfileScreen() {
  const { token } = useSession();
  const profile = useAdminProfile(Boolean(token));

  let body;
  if (!token) {
    body = <ErrorNote>{MSG.notAuthenticated}</ErrorNote>;
  } else if (profile.isPending) {
    body = <Loading />;
  } else if (profile.isError) {
    const unauthenticated = profile.error instanceof ApiError && profile.error.status === 401;
    body = <ErrorNote>{unauthenticated ? MSG.notAuthenticated : MSG.profileFailed}</ErrorNote>;
  } else {
    const { email, role, name } = profile.data;
    body = (
      <section aria-labelledby="admin-account" className="card max-w-xl p-6">
        <div className="flex items-center gap-4">
          <div className="grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200">
            <UserRound aria-hidden="true" className="size-7" />
          </div>
          <div>
            <h2 id="admin-account" className="font-display text-xl font-bold">
              {name || 'Administrator'}
            </h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">Signed in to the admin area</p>
          </div>
        </div>
        <dl className="mt-6 divide-y divide-stone-200 dark:divide-stone-800">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
            <dt className="flex w-24 items-center gap-2 text-sm font-semibold text-stone-600 dark:text-stone-400">
              <Mail aria-hidden="true" className="size-4" />
              Email
            </dt>
            <dd className="font-medium break-all">{email}</dd>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
            <dt className="flex w-24 items-center gap-2 text-sm font-semibold text-stone-600 dark:text-stone-400">
              <ShieldCheck aria-hidden="true" className="size-4" />
              Role
            </dt>
            <dd>
              <span className="rounded-full bg-orange-100 px-2.5 py-0.5 text-sm font-bold text-orange-900 dark:bg-orange-900/50 dark:text-orange-100">
                {role}
              </span>
            </dd>
          </div>
        </dl>
      </section>
    );
  }

  return (
    <>
      <PageHeader title="Admin Profile" />
      {body}
    </>
  );
}
