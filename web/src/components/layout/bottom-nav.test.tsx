import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { BottomNav, bottomNavHidden } from './bottom-nav';

/** The bar on every path, opened at `path`. */
function renderAt(path: string) {
  return renderRoutes([{ path: '*', element: <BottomNav /> }], path).router;
}

const bar = () => within(screen.getByRole('navigation', { name: 'Shortcuts' }));

describe('phone bottom bar', () => {
  it('reaches home, categories, search, the cart and my orders, phones only', () => {
    renderAt('/about');
    const links = bar().getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Categories', '/categories'],
      ['Search', '/search'],
      ['Cart', '/cart'],
      ['My orders', '/profile/orders'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toHaveClass('fixed', 'bottom-0', 'sm:hidden');
    // The spacer that keeps the page's end above the bar shows on phones only too.
    expect(screen.getByTestId('bottom-nav-spacer')).toHaveClass('sm:hidden');
  });

  it('marks the current place with aria-current, and follows the reader', async () => {
    const router = renderAt('/');
    expect(bar().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(bar().getByRole('link', { name: 'Categories' })).not.toHaveAttribute('aria-current');
    await userEvent.click(bar().getByRole('link', { name: 'Categories' }));
    expect(router.state.location.pathname).toBe('/categories');
    expect(bar().getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    expect(bar().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('counts an order detail as My orders and the results page as Search', async () => {
    const router = renderAt('/profile/orders/abc123');
    expect(bar().getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate('/search?q=mango'));
    expect(bar().getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/cart', '/checkout', '/checkout/anything', '/admin/login', '/admin/orders'])('stays away from %s', (path) => {
    renderAt(path);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('bottom-nav-spacer')).not.toBeInTheDocument();
  });

  it('tells the cart and admin paths from look-alikes', () => {
    expect(bottomNavHidden('/cartography')).toBe(false);
    expect(bottomNavHidden('/administration')).toBe(false);
    expect(bottomNavHidden('/admin')).toBe(true);
    expect(bottomNavHidden('/')).toBe(false);
  });

  it('badges the cart with the navbar count and names it', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { ...product(), qty: 2 },
        { ...product({ _id: 'p2', name: 'Kiwi' }), qty: 1 },
      ]),
    );
    renderAt('/');
    expect(bar().getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('bottom-nav-cart-badge')).toHaveAttribute('data-count', '3');
  });

  it('shows no badge for an empty cart', () => {
    renderAt('/');
    expect(bar().getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('bottom-nav-cart-badge')).not.toBeInTheDocument();
  });
});
