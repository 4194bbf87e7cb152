// The admin area's own navigation bar (SPEC §2): dashboard, categories, banners, products, orders,
// promotions, reviews, complaints, deliveries, business & invoices, delivery, pages, checkout settings,
// data requests, notifications and reports, then the theme, profile and logout (never printed). From 1280 px
// it is one row: the Admin tag goes under the wordmark, the section links lose their icons and take
// smaller (12 px) type, and profile and logout are icons (labelled for screen readers); the two long
// labels take two lines, and Notifications and Reports, last beside the theme, profile and logout icons, are
// icons too (labelled), as there is no room left for its word. From 640 px the section links wrap under the brand row; on a phone a Menu button opens
// them as a two-column grid with the theme, profile and logout, so nothing needs a sideways scroll.
// The grid closes when a link is followed (or on Escape).
import {
  ClipboardList,
  FileSpreadsheet,
  FileText,
  FolderTree,
  Images,
  LayoutDashboard,
  LogOut,
  Menu,
  MessagesSquare,
  MessageSquareWarning,
  Moon,
  Package,
  ReceiptText,
  ShoppingBag,
  ShieldCheck,
  SlidersHorizontal,
  Star,
  Sun,
  TicketPercent,
  Truck,
  UserRound,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { Theme } from '@/lib/constants';
import { saveTheme, storedTheme } from '@/lib/theme';
import { Brand } from './brand';

const links = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/banners', label: 'Banners', icon: Images },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBag },
  { to: '/admin/promotions', label: 'Promotions', icon: TicketPercent },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
  { to: '/admin/complaints', label: 'Complaints', icon: MessageSquareWarning },
  { to: '/admin/deliveries', label: 'Deliveries', icon: ClipboardList },
  // The long labels take two lines in the one-row bar (from 1280 px) and in the phone's grid.
  { to: '/admin/invoice-settings', label: 'Business & invoices', icon: ReceiptText, twoLines: true },
  { to: '/admin/delivery', label: 'Delivery', icon: Truck },
  { to: '/admin/pages', label: 'Pages', icon: FileText },
  { to: '/admin/settings/checkout', label: 'Checkout', icon: SlidersHorizontal },
  { to: '/admin/data-requests', label: 'Data requests', icon: ShieldCheck, twoLines: true },
  // An icon only in the one-row bar (from 1280 px), where no room is left for another word.
  { to: '/admin/notifications', label: 'Notifications', icon: MessagesSquare, iconOnlyXl: true },
  { to: '/admin/reports', label: 'Reports', icon: FileSpreadsheet, iconOnlyXl: true },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-11 w-full shrink-0 items-center gap-2 rounded-full sm:h-9 sm:w-auto px-3.5 lg:px-2 xl:px-0.5 text-sm xl:text-xs font-semibold whitespace-nowrap transition-colors ${
    isActive
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
  }`;

/**
 * A label whose last word goes on a line of its own where room is tightest: in the phone's
 * two-column grid, and in the one-row bar from 1280 px.
 */
function TwoLines({ label }: { label: string }) {
  const [first, last] = label.split(/ (?=\S+$)/);
  return (
    <span className="flex flex-col leading-tight sm:inline xl:flex xl:items-center">
      <span>{first}</span> <span>{last}</span>
    </span>
  );
}

function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        saveTheme(next);
        setTheme(next);
      }}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="inline-flex size-9 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800"
    >
      {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}

export function AdminNav() {
  const { pathname } = useLocation();
  // Open for the page it was opened on: following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 print:hidden bg-white/90 backdrop-blur-md dark:border-stone-800 dark:bg-stone-950/90">
      <nav
        aria-label="Admin"
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:px-8 xl:min-h-20 xl:flex-nowrap xl:gap-x-2 xl:px-6"
      >
        <div className="flex shrink-0 items-center gap-2.5 xl:flex-col xl:items-start xl:gap-0">
          <Brand />
          <span className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-bold xl:-mt-2 xl:ml-[3.625rem] xl:py-0 tracking-wide text-orange-900 uppercase dark:bg-orange-900/50 dark:text-orange-100">
            Admin
          </span>
        </div>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpenAt(open ? null : pathname)}
          className="btn btn-outline ml-auto px-4 py-2 sm:hidden"
        >
          {open ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
          Menu
        </button>
        <div
          id="admin-menu"
          className={`${open ? 'flex' : 'hidden'} order-last w-full flex-col gap-2 pt-1 pb-2 sm:contents`}
        >
          <ul className="grid grid-cols-2 gap-1 sm:order-last xl:gap-0 sm:flex sm:w-full sm:flex-wrap sm:items-center sm:pb-1 xl:order-none xl:w-auto xl:min-w-0 xl:flex-1 xl:justify-center xl:pb-0">
            {links.map(({ to, label, icon: Icon, twoLines, iconOnlyXl }) => (
              <li key={to}>
                {iconOnlyXl ? (
                  <NavLink to={to} className={linkClass} aria-label={label} title={label}>
                    <Icon aria-hidden="true" className="size-4" />
                    <span className="xl:hidden">{label}</span>
                  </NavLink>
                ) : (
                  <NavLink to={to} className={linkClass}>
                    {/* In the one row from 1280 px wide there is no room for the section icons. */}
                    <Icon aria-hidden="true" className="size-4 xl:hidden" />
                    {twoLines ? <TwoLines label={label} /> : label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <ul className="flex items-center gap-1 border-t border-stone-200 pt-2 sm:ml-auto sm:border-0 sm:pt-0 xl:ml-0 dark:border-stone-800">
            <li>
              <ThemeToggle />
            </li>
            <li>
              <NavLink to="/admin/profile" className={linkClass} aria-label="Profile">
                <UserRound aria-hidden="true" className="size-4" />
                <span className="xl:hidden">Profile</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/logout" className={linkClass} aria-label="Logout">
                <LogOut aria-hidden="true" className="size-4" />
                <span className="xl:hidden">Logout</span>
              </NavLink>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
