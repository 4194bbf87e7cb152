import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { AdminNav } from './admin-nav';

const SECTIONS = [
  'Dashboard',
  'Categories',
  'Banners',
  'Products',
  'Orders',
  'Promotions',
  'Reviews',
  'Complaints',
  'Deliveries',
  'Business & invoices',
  'Delivery',
  'Pages',
  'Checkout',
  'Data requests',
  'Notifications',
  'Reports',
];

function renderAt(route: string) {
  return renderWithProviders(<AdminNav />, { route, path: '/admin/*' });
}

describe('admin navigation', () => {
  it('links every admin section, then profile and logout, and marks the current one', () => {
    renderAt('/admin/orders');
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    const names = nav.getAllByRole('link').map((a) => a.textContent?.trim());
    expect(names).toEqual(['Tokri', ...SECTIONS, 'Profile', 'Logout']);
    expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('links the promotions, marked current on their list and on a promotion’s page', () => {
    renderAt('/admin/promotions/new');
    const link = within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Promotions' });
    expect(link).toHaveAttribute('href', '/admin/promotions');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('on a phone, a Menu button opens all the sections at once and closes when one is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin/dashboard');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById('admin-menu');
    expect(toggle).toHaveAttribute('aria-controls', 'admin-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Closed on a phone (hidden), always laid out in the bar from 640 px (sm:contents).
    expect(menu).toHaveClass('hidden', 'sm:contents');
    expect(toggle).toHaveClass('sm:hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');
    for (const name of SECTIONS) expect(within(menu!).getByRole('link', { name })).toBeInTheDocument();

    await user.click(within(menu!).getByRole('link', { name: 'Delivery' }));
    expect(router.state.location.pathname).toBe('/admin/delivery');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    const user = userEvent.setup();
    renderAt('/admin/products');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    within(document.getElementById('admin-menu')!).getByRole('link', { name: 'Pages' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // A second tap on the button closes it too.
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the notifications link', () => {
  it('is named in words for screen readers, and an icon only in the one-row bar', () => {
    renderAt('/admin/notifications');
    const link = within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Notifications' });
    expect(link).toHaveAttribute('href', '/admin/notifications');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(link).getByText('Notifications')).toHaveClass('xl:hidden');
  });
});
