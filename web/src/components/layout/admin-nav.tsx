// The admin area's own navigation bar (SPEC §2): dashboard, categories, banners, products, orders,
// delivery, pages, checkout settings, then profile, the theme and logout (never printed). Below
// 1280 px the section links scroll sideways under the brand row, so every link stays one tap away.
import {
  FileText,
  FolderTree,
  Images,
  LayoutDashboard,
  LogOut,
  Moon,
  Package,
  ReceiptText,
  ShoppingBag,
  SlidersHorizontal,
  Sun,
  Truck,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import type { Theme } from '@/lib/constants';
import { saveTheme, storedTheme } from '@/lib/theme';
import { Brand } from './brand';

const links = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/banners', label: 'Banners', icon: Images },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBag },
  { to: '/admin/invoice-settings', label: 'Invoices', icon: ReceiptText },
  { to: '/admin/delivery', label: 'Delivery', icon: Truck },
  { to: '/admin/pages', label: 'Pages', icon: FileText },
  { to: '/admin/settings/checkout', label: 'Checkout', icon: SlidersHorizontal },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-9 shrink-0 items-center gap-2 rounded-full px-3.5 lg:px-2.5 2xl:px-3.5 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
  }`;

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
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 print:hidden bg-white/90 backdrop-blur-md dark:border-stone-800 dark:bg-stone-950/90">
      <nav
        aria-label="Admin"
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:px-8 xl:min-h-20 xl:flex-nowrap"
      >
        <div className="flex shrink-0 items-center gap-2.5">
          <Brand />
          <span className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-orange-900 uppercase dark:bg-orange-900/50 dark:text-orange-100">
            Admin
          </span>
        </div>
        <ul className="order-last -mx-4 flex w-[calc(100%+2rem)] items-center gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:-mx-6 sm:w-[calc(100%+3rem)] sm:px-6 lg:-mx-8 lg:w-[calc(100%+4rem)] lg:px-8 xl:order-none xl:mx-0 xl:w-auto xl:flex-1 xl:justify-center xl:overflow-visible xl:px-0 xl:pb-0">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} className={linkClass}>
                {/* One row from 1280 px wide: the section icons wait for room (1536 px). */}
                <Icon aria-hidden="true" className="size-4 xl:hidden 2xl:block" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="ml-auto flex items-center gap-1 xl:ml-0">
          <li>
            <ThemeToggle />
          </li>
          <li>
            <NavLink to="/admin/profile" className={linkClass} aria-label="Profile">
              <UserRound aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline xl:hidden 2xl:inline">Profile</span>
            </NavLink>
          </li>
          <li>
            <NavLink to="/logout" className={linkClass} aria-label="Logout">
              <LogOut aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline xl:hidden 2xl:inline">Logout</span>
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
