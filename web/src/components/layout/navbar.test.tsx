import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Navbar } from './navbar';

function desktopNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('navbar', () => {
  it('shows the wordmark, logo and the signed-out links', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByText('Tokri')).toBeInTheDocument();
    expect(document.querySelector('img[src="/images/logo.svg"]')).not.toBeNull();
    const nav = desktopNav();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(nav.queryByRole('link', { name: /Profile/ })).not.toBeInTheDocument();
  });

  it('shows Profile instead of Login and Signup when signed in', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'u', name: 'Asha', email: 'a@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }),
    );
    renderWithProviders(<Navbar />);
    const nav = desktopNav();
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
  });

  it('badges the cart with the sum of quantities', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { ...product(), qty: 2 },
        { ...product({ _id: 'p2', name: 'Kiwi' }), qty: 3 },
      ]),
    );
    renderWithProviders(<Navbar />);
    const [cartLink] = desktopNav().getAllByRole('link', { name: 'Cart, 5 items' });
    expect(cartLink).toHaveAttribute('href', '/cart');
    expect(screen.getAllByTestId('cart-badge')[0]).toHaveAttribute('data-count', '5');
  });

  it('highlights the active link', () => {
    renderWithProviders(<Navbar />, { route: '/about', path: '/about' });
    expect(desktopNav().getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(desktopNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens a full-screen menu with Home, About, Login and Signup when signed out', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.getAllByRole('link').map((a) => a.textContent?.trim())).toEqual(['Tokri', 'Home', 'About', 'Login', 'Signup']);
    await user.click(menu.getByRole('button', { name: 'Close menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Profile and Logout in the menu when signed in', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'u', name: 'Asha', email: 'a@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }),
    );
    renderWithProviders(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.getAllByRole('link').map((a) => a.textContent?.trim())).toEqual(['Tokri', 'Home', 'About', 'Profile', 'Logout']);
  });
});
