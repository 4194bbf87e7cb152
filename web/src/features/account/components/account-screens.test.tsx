import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/lib/session';
import { product } from '@/test/fixtures';
import { stubApi } from '@/test/api-calls';
import { renderWithProviders } from '@/test/render';
import { asha, signIn } from '../test/fixtures';
import { AccountLayout } from './account-layout';
import { FavouritesScreen } from './favourites-screen';
import { ProfileScreen } from './profile-screen';

describe('profile', () => {
  it('shows name, email and the joined date', async () => {
    signIn();
    const calls = stubApi({ 'GET /api/user/profile': { body: asha } });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByRole('heading', { name: 'Asha Patil' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2026')).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe('Bearer t-asha');
  });

  it('asks a visitor to log in', () => {
    stubApi({});
    renderWithProviders(<ProfileScreen />);
    expect(screen.getByText('Please log in to view your profile.')).toBeInTheDocument();
  });

  it('says when the server cannot give the profile', async () => {
    signIn();
    stubApi({ 'GET /api/user/profile': { status: 500, body: { message: 'Something went wrong.' } } });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user data.');
  });

  it('says when the profile cannot be loaded at all', async () => {
    signIn();
    stubApi({ 'GET /api/user/profile': new TypeError('Failed to fetch') });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile.');
  });

  it('ends the session when the token is refused', async () => {
    signIn();
    stubApi({ 'GET /api/user/profile': { status: 401, body: { message: 'Your session has expired. Please log in again.' } } });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByText('Please log in to view your profile.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('account menu', () => {
  it('links every account screen and Logout', () => {
    signIn();
    stubApi({});
    renderWithProviders(<AccountLayout />, { route: '/profile', path: '/profile' });
    const menu = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/profile'],
      ['Favourites', '/profile/favourites'],
      ['Orders', '/profile/orders'],
      ['My complaints', '/profile/complaints'],
      ['Addresses', '/profile/addresses'],
      ['Settings', '/profile/settings'],
      ['Privacy', '/profile/privacy'],
      ['Corporate gifting', '/corporate'],
      ['Logout', '/logout'],
    ]);
    expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('revokes the token on the server when signing out', async () => {
    signIn('t-out');
    const calls = stubApi({ 'POST /api/auth/logout': { body: { message: 'Logged out.' } } });
    function SignOut() {
      const { logout, isAuthenticated } = useSession();
      return (
        <button type="button" onClick={logout}>
          {isAuthenticated ? 'Sign out' : 'Signed out'}
        </button>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<SignOut />);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('button', { name: 'Signed out' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/auth/logout' })));
    expect(calls.find((call) => call.path === '/api/auth/logout')?.authorization).toBe('Bearer t-out');
  });
});

describe('favourites', () => {
  const kiwi = product({ _id: 'p2', name: 'Kiwi', price: 149 });

  it('lists the favourite products with links', async () => {
    localStorage.setItem('favourites', JSON.stringify(['p2', 'gone']));
    const calls = stubApi({ 'GET /api/products/page': { body: { products: [kiwi], positions: [1], total: 1, page: 1, pages: 1 } } });
    renderWithProviders(<FavouritesScreen />);
    const card = await screen.findByRole('article', { name: 'Kiwi' });
    expect(screen.getByText('1 product you love.')).toBeInTheDocument();
    // One call for the products (the cards ask for the running offers besides, issue 21).
    expect(calls.map((call) => call.path).filter((path) => path !== '/api/offers')).toEqual(['/api/products/page']);
    expect(within(card).getByRole('link', { name: 'Kiwi' })).toHaveAttribute('href', '/product/p2');
    expect(within(card).getByText('₹149')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Alphonso Mango' })).not.toBeInTheDocument();
  });

  it('drops a product when its heart is pressed, then shows the empty state', async () => {
    const user = userEvent.setup();
    localStorage.setItem('favourites', JSON.stringify(['p2']));
    stubApi({ 'GET /api/products/page': { body: { products: [kiwi], positions: [0], total: 1, page: 1, pages: 1 } } });
    renderWithProviders(<FavouritesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Favourite Kiwi' }));
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('favourites') ?? '[]')).toEqual([]);
  });

  it('says so when products cannot be loaded', async () => {
    localStorage.setItem('favourites', JSON.stringify(['p2']));
    stubApi({ 'GET /api/products/page': { status: 500, body: {} } });
    renderWithProviders(<FavouritesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products.');
  });

  it('shows the empty state without asking the shop when there are no favourites', () => {
    const calls = stubApi({});
    renderWithProviders(<FavouritesScreen />);
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
