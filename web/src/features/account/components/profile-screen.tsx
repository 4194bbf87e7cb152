// /profile (SPEC §2): name, email and the joined date ('MMMM D, YYYY').
import { CalendarDays, ChevronRight, Heart, Mail, MapPin, Package, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format/date';
import { useSession } from '@/lib/session';
import { PROFILE_LOGIN_REQUIRED, profileErrorMessage, useProfile } from '../api/get-profile';
import { ErrorNotice, LoginNotice, PageHeader } from './page-parts';

const shortcuts = [
  { to: '/profile/orders', label: 'Orders', text: 'Track and review your orders', icon: Package },
  { to: '/profile/favourites', label: 'Favourites', text: 'Fruit you have saved', icon: Heart },
  { to: '/profile/addresses', label: 'Addresses', text: 'Where we deliver to you', icon: MapPin },
  { to: '/profile/settings', label: 'Settings', text: 'Theme and notifications', icon: Settings },
  { to: '/profile/privacy', label: 'Privacy and your data', text: 'Messages, a copy of your data, deleting your account', icon: ShieldCheck },
];

function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="card flex animate-pulse items-center gap-5 p-6 sm:p-8">
      <div className="size-20 rounded-full bg-stone-200 dark:bg-stone-800" />
      <div className="flex-1 space-y-3">
        <div className="h-6 w-1/3 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-4 w-1/2 rounded bg-stone-200 dark:bg-stone-800" />
        <div className="h-4 w-1/4 rounded bg-stone-200 dark:bg-stone-800" />
      </div>
    </div>
  );
}

export function ProfileScreen() {
  const { token } = useSession();
  const profile = useProfile();

  let body;
  if (!token) {
    body = <LoginNotice message={PROFILE_LOGIN_REQUIRED} />;
  } else if (profile.isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading profile...
        </p>
        <ProfileSkeleton />
      </>
    );
  } else if (profile.isError) {
    body = <ErrorNotice message={profileErrorMessage(profile.error)} onRetry={() => void profile.refetch()} />;
  } else {
    const { name, email, createdAt } = profile.data;
    body = (
      <section aria-labelledby="profile-name" className="card overflow-hidden">
        <div className="h-20 bg-gradient-to-r from-emerald-600 via-emerald-500 to-amber-400 sm:h-24 dark:from-emerald-800 dark:via-emerald-700 dark:to-amber-600" />
        <div className="px-6 pb-7 sm:px-8">
          <span
            aria-hidden="true"
            className="-mt-10 grid size-20 place-items-center rounded-full bg-white font-display text-3xl font-extrabold text-emerald-800 shadow-md ring-4 ring-white dark:bg-stone-800 dark:text-emerald-300 dark:ring-stone-900"
          >
            {name.trim().charAt(0).toUpperCase() || <UserRound className="size-8" />}
          </span>
          <h2 id="profile-name" className="mt-3 text-2xl font-bold break-words">
            {name}
          </h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
              <div className="min-w-0">
                <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">Email</dt>
                <dd className="font-medium break-all">{email}</dd>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
              <div>
                <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">Joined</dt>
                <dd className="font-medium">
                  <time dateTime={createdAt}>{formatDate(createdAt)}</time>
                </dd>
              </div>
            </div>
          </dl>
        </div>
      </section>
    );
  }

  return (
    <div>
      <PageHeader title="Profile" description="Your account details." />
      {body}
      {token && (
        <nav aria-label="Account shortcuts" className="mt-8">
          <ul className="grid gap-4 sm:grid-cols-2">
            {shortcuts.map(({ to, label, text, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="card group flex items-center gap-4 p-4 transition-shadow hover:shadow-md"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-bold">{label}</span>
                    <span className="block text-sm text-stone-600 dark:text-stone-400">{text}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 text-stone-400 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
