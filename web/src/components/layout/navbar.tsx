// The storefront navigation bar (SPEC §2 Navigation bar), with the product search box on desktop
// (phones reach search from the bottom bar). The results page (/search) has its own box, so the
// navbar leaves its out there.
import { LogIn, LogOut, Menu, ShoppingCart, User, UserPlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useMatch } from 'react-router';
import { ProductSearch } from '@/components/product/product-search';
import { useCart } from '@/lib/cart/cart-context';
import { useSession } from '@/lib/session';
import { Brand } from './brand';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-10 items-center rounded-full px-4 text-[0.95rem] font-semibold transition-colors ${
    isActive
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
  }`;

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-2xl px-5 py-4 text-2xl font-bold transition-colors ${
    isActive
      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
      : 'text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800'
  }`;

function CartLink() {
  const { count } = useCart();
  // The name ("Cart, 3 items") is the aria-label; the badge number is drawn by CSS from
  // data-count so that the visible text stays "Cart" (label-in-name).
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <NavLink to="/cart" aria-label={label} className={desktopLink}>
      <span className="relative inline-flex items-center gap-2">
        <ShoppingCart aria-hidden="true" className="size-6" />
        <span className="hidden lg:inline">Cart</span>
        {count > 0 && (
          <span
            data-testid="cart-badge"
            data-count={count > 99 ? '99+' : String(count)}
            aria-hidden="true"
            className="absolute -top-2.5 left-3.5 grid h-5 min-w-5 place-items-center rounded-full bg-orange-700 px-1 text-xs font-bold text-white ring-2 ring-white after:content-[attr(data-count)] dark:ring-stone-900"
          />
        )}
      </span>
    </NavLink>
  );
}

export function Navbar() {
  const { isAuthenticated } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDialogElement>(null);
  const onSearchPage = useMatch('/search') !== null;

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    if (menuOpen && !menu.open) {
      if (typeof menu.showModal === 'function') menu.showModal();
      else menu.setAttribute('open', '');
    } else if (!menuOpen && menu.open) {
      if (typeof menu.close === 'function') menu.close();
      else menu.removeAttribute('open');
    }
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-white/85 backdrop-blur-md dark:border-stone-800 dark:bg-stone-950/85">
      <nav aria-label="Main" className="mx-auto flex min-h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 md:min-h-20 lg:px-8">
        <Brand />

        {!onSearchPage && <ProductSearch className="ml-auto hidden w-full max-w-xs md:block lg:max-w-sm" />}

        <ul className="ml-auto hidden items-center gap-1 md:flex">
          <li>
            <NavLink to="/" end className={desktopLink}>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/about" className={desktopLink}>
              About
            </NavLink>
          </li>
          <li>
            <CartLink />
          </li>
          {isAuthenticated ? (
            <li>
              <NavLink to="/profile" className={desktopLink}>
                <span className="inline-flex items-center gap-2">
                  <User aria-hidden="true" className="size-5" />
                  Profile
                </span>
              </NavLink>
            </li>
          ) : (
            <>
              <li>
                <NavLink to="/login" className={desktopLink}>
                  Login
                </NavLink>
              </li>
              <li>
                <NavLink
                  to="/signup"
                  className={({ isActive }) =>
                    `btn btn-primary ml-1 ${isActive ? 'ring-2 ring-emerald-300 ring-offset-2 dark:ring-offset-stone-950' : ''}`
                  }
                >
                  Signup
                </NavLink>
              </li>
            </>
          )}
        </ul>

        <div className="ml-auto flex items-center gap-1 md:hidden">
          <CartLink />
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            className="grid size-11 place-items-center rounded-full text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800"
          >
            <Menu aria-hidden="true" className="size-7" />
          </button>
        </div>
      </nav>

      <dialog
        id="mobile-menu"
        ref={menuRef}
        aria-label="Menu"
        onClose={close}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-white p-0 text-stone-900 open:animate-fade-in md:hidden dark:bg-stone-950 dark:text-stone-100"
      >
        {menuOpen && (
          <div className="flex h-full flex-col px-4 pb-8">
            <div className="flex min-h-16 items-center justify-between">
              <Brand onNavigate={close} />
              <button
                type="button"
                onClick={close}
                aria-label="Close menu"
                className="grid size-11 place-items-center rounded-full hover:bg-stone-100 dark:hover:bg-stone-800"
              >
                <X aria-hidden="true" className="size-7" />
              </button>
            </div>
            <ul className="mt-6 flex flex-col gap-2">
              <li>
                <NavLink to="/" end className={mobileLink} onClick={close}>
                  Home
                </NavLink>
              </li>
              <li>
                <NavLink to="/about" className={mobileLink} onClick={close}>
                  About
                </NavLink>
              </li>
              {isAuthenticated ? (
                <>
                  <li>
                    <NavLink to="/profile" className={mobileLink} onClick={close}>
                      <User aria-hidden="true" className="size-6" /> Profile
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/logout" className={mobileLink} onClick={close}>
                      <LogOut aria-hidden="true" className="size-6" /> Logout
                    </NavLink>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <NavLink to="/login" className={mobileLink} onClick={close}>
                      <LogIn aria-hidden="true" className="size-6" /> Login
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/signup" className={mobileLink} onClick={close}>
                      <UserPlus aria-hidden="true" className="size-6" /> Signup
                    </NavLink>
                  </li>
                </>
              )}
            </ul>
            <p className="mt-auto px-5 text-sm text-stone-600 dark:text-stone-400">
              Fresh fruit &amp; gift hampers, delivered across Pune.
            </p>
          </div>
        )}
      </dialog>
    </header>
  );
}
