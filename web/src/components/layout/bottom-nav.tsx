// The phone bottom bar (issue 26 §5): below 640 px, Home, Categories, Search (the results page,
// whose box takes the focus), Cart with the navbar's item count and My orders, fixed to the
// bottom of the screen above the home indicator. It leaves the cart and checkout (they have their
// own sticky Pay bar) and the admin area alone. A spacer in the page's flow, as tall as the bar
// and its top border, keeps the end of every page (the footer) scrollable above it.
import { House, LayoutGrid, Package, Search, ShoppingCart, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { useCart } from '@/lib/cart/cart-context';

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether the bottom bar stays away from `pathname`: the cart, checkout and the admin area. */
export function bottomNavHidden(pathname: string) {
  return under(pathname, '/cart') || pathname.startsWith('/checkout') || under(pathname, '/admin');
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `group flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[0.6875rem] leading-tight font-semibold transition-colors ${
    isActive ? 'text-emerald-800 dark:text-emerald-300' : 'text-stone-600 hover:text-stone-950 dark:text-stone-400 dark:hover:text-white'
  }`;

const iconClass =
  'relative grid h-7 w-12 place-items-center rounded-full group-aria-[current=page]:bg-emerald-100 dark:group-aria-[current=page]:bg-emerald-900/60';

function Item({ to, label, icon: Icon, end }: { to: string; label: string; icon: LucideIcon; end?: boolean }) {
  return (
    <li className="flex min-w-0 flex-1">
      <NavLink to={to} end={end} className={itemClass}>
        <span className={iconClass}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="max-w-full truncate">{label}</span>
      </NavLink>
    </li>
  );
}

function CartItem() {
  const { count } = useCart();
  // As in the navbar: "Cart, 3 items" is the name, the number is drawn from data-count.
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <li className="flex min-w-0 flex-1">
      <NavLink to="/cart" aria-label={label} className={itemClass}>
        <span className={iconClass}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          {count > 0 && (
            <span
              data-testid="bottom-nav-cart-badge"
              data-count={count > 99 ? '99+' : String(count)}
              aria-hidden="true"
              className="absolute -top-1.5 left-7 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-orange-700 px-1 text-[0.625rem] font-bold text-white ring-2 ring-white after:content-[attr(data-count)] dark:ring-stone-950"
            />
          )}
        </span>
        <span>Cart</span>
      </NavLink>
    </li>
  );
}

export function BottomNav() {
  const { pathname } = useLocation();
  if (bottomNavHidden(pathname)) return null;
  return (
    <>
      <div aria-hidden="true" data-testid="bottom-nav-spacer" className="h-[calc(4rem+1px+env(safe-area-inset-bottom))] shrink-0 sm:hidden print:hidden" />
      <nav
        aria-label="Shortcuts"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur-md sm:hidden print:hidden dark:border-stone-800 dark:bg-stone-950/95"
      >
        <ul className="mx-auto flex h-16 max-w-lg items-stretch px-1 py-1">
          <Item to="/" label="Home" icon={House} end />
          <Item to="/categories" label="Categories" icon={LayoutGrid} />
          <Item to="/search" label="Search" icon={Search} />
          <CartItem />
          <Item to="/profile/orders" label="My orders" icon={Package} />
        </ul>
      </nav>
    </>
  );
}
