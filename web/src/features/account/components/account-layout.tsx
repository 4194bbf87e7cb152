// The account area's frame (SPEC §2 Account area): a side menu of Profile, Favourites, Orders,
// Addresses, Settings and Logout; on phones the menu is a row that scrolls sideways.
import { Building2, Heart, LogOut, MapPin, MessageSquareWarning, Package, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

const links = [
  { to: '/profile', label: 'Profile', icon: UserRound, end: true },
  { to: '/profile/favourites', label: 'Favourites', icon: Heart, end: false },
  { to: '/profile/orders', label: 'Orders', icon: Package, end: false },
  { to: '/profile/complaints', label: 'My complaints', icon: MessageSquareWarning, end: false },
  { to: '/profile/addresses', label: 'Addresses', icon: MapPin, end: false },
  { to: '/profile/settings', label: 'Settings', icon: Settings, end: false },
  { to: '/profile/privacy', label: 'Privacy', icon: ShieldCheck, end: false },
  // Its own page (not inside this frame): orders for many recipients at once.
  { to: '/corporate', label: 'Corporate gifting', icon: Building2, end: false },
];

const item = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-2.5 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors lg:rounded-xl lg:px-3.5 lg:py-2.5 lg:text-[0.95rem] ${
    isActive
      ? 'bg-emerald-700 text-white shadow-sm dark:bg-emerald-700'
      : 'bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-stone-100 hover:text-stone-950 lg:bg-transparent lg:ring-0 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-800 dark:hover:bg-stone-800 dark:hover:text-white lg:dark:bg-transparent'
  }`;

function initialOf(name: string | undefined): string {
  return (name?.trim().charAt(0) ?? '').toUpperCase() || '?';
}

/** After the menu changes page, focus moves to the new page's heading (not on first load). */
function useFocusHeadingOnNavigate(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('#account-content h1');
    heading?.focus({ preventScroll: true });
  }, [pathname]);
}

export function AccountLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  useFocusHeadingOnNavigate(pathname);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-10">
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <div className="mb-4 hidden items-center gap-3 lg:flex">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-emerald-600 to-emerald-800 font-display text-xl font-extrabold text-white"
          >
            {initialOf(user?.name)}
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">My account</p>
            <p className="truncate font-bold" title={user?.name}>
              {user?.name}
            </p>
          </div>
        </div>
        <nav aria-label="Account" className="-mx-4 sm:-mx-6 lg:mx-0">
          <ul className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:px-6 lg:card lg:flex-col lg:gap-1 lg:overflow-visible lg:p-2">
            {links.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={item}>
                  <Icon aria-hidden="true" className="size-[1.1rem]" />
                  {label}
                </NavLink>
              </li>
            ))}
            <li className="lg:mt-1 lg:border-t lg:border-stone-200 lg:pt-1 lg:dark:border-stone-800">
              <NavLink
                to="/logout"
                className="flex shrink-0 items-center gap-2.5 rounded-full bg-white px-4 py-2 text-sm font-semibold whitespace-nowrap text-red-700 ring-1 ring-stone-200 hover:bg-red-50 lg:rounded-xl lg:bg-transparent lg:px-3.5 lg:py-2.5 lg:text-[0.95rem] lg:ring-0 dark:bg-stone-900 dark:text-red-400 dark:ring-stone-800 dark:hover:bg-red-950/40 lg:dark:bg-transparent"
              >
                <LogOut aria-hidden="true" className="size-[1.1rem]" />
                Logout
              </NavLink>
            </li>
          </ul>
        </nav>
      </aside>
      <div id="account-content" className="mt-4 min-w-0 lg:mt-0">
        <Outlet />
      </div>
    </div>
  );
}
