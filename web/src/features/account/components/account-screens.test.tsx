import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/lib/session';
import { product } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { AccountLayout } from './account-layout';
import { AddressesScreen } from './addresses-screen';
import { FavouritesScreen } from './favourites-screen';
import { ProfileScreen } from './profile-screen';
import { SettingsScreen } from './settings-screen';

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}
type Reply = { status?: number; body: unknown } | Error;
type Answer = Reply | ((call: Call) => Reply);

/** Answers `METHOD /path` from `answers` (an Error is a network failure); records every call. */
function stubApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const call = {
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const entry = answers[`${request.method} ${path}`];
    const reply = typeof entry === 'function' ? entry(call) : (entry ?? { status: 404, body: { message: 'Not found' } });
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const asha = { _id: 'u1', name: 'Asha Patil', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-05T10:00:00Z' };

function signIn(token = 't-asha') {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(asha));
}

const home = {
  _id: 'a1',
  name: 'Asha Patil',
  mobile: '9822012345',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India',
};

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
      ['Addresses', '/profile/addresses'],
      ['Settings', '/profile/settings'],
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
    stubApi({ 'GET /api/products': { body: [product(), kiwi] } });
    renderWithProviders(<FavouritesScreen />);
    const card = await screen.findByRole('article', { name: 'Kiwi' });
    expect(within(card).getByRole('link', { name: 'Kiwi' })).toHaveAttribute('href', '/product/p2');
    expect(within(card).getByText('₹149')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Alphonso Mango' })).not.toBeInTheDocument();
  });

  it('drops a product when its heart is pressed, then shows the empty state', async () => {
    const user = userEvent.setup();
    localStorage.setItem('favourites', JSON.stringify(['p2']));
    stubApi({ 'GET /api/products': { body: [kiwi] } });
    renderWithProviders(<FavouritesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Favourite Kiwi' }));
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('favourites') ?? '[]')).toEqual([]);
  });

  it('says so when products cannot be loaded', async () => {
    localStorage.setItem('favourites', JSON.stringify(['p2']));
    stubApi({ 'GET /api/products': { status: 500, body: {} } });
    renderWithProviders(<FavouritesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products.');
  });
});

describe('address manager', () => {
  const fields = ['Full name', 'Mobile number', 'Street address', 'City', 'State', 'PIN code', 'Country'];

  async function fillForm(user: ReturnType<typeof userEvent.setup>, values: string[]) {
    for (const [index, label] of fields.entries()) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (values[index]) await user.type(input, values[index]);
    }
  }

  it('lists the saved addresses', async () => {
    signIn();
    stubApi({ 'GET /api/user/addresses': { body: [home] } });
    renderWithProviders(<AddressesScreen />);
    const card = await screen.findByRole('article', { name: 'Asha Patil' });
    expect(card).toHaveTextContent('12 MG Road');
    expect(card).toHaveTextContent('Pune, Maharashtra 411001');
    expect(card).toHaveTextContent('9822012345');
  });

  it('requires all seven fields, trimmed, and focuses the first missing one', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = stubApi({ 'GET /api/user/addresses': { body: [] } });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    await fillForm(user, ['   ', '', '', '', '', '', '  ']);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    for (const label of fields) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(expect.stringContaining('Please enter your PIN code.'));
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds an address with trimmed values', async () => {
    const user = userEvent.setup();
    signIn();
    const saved = { ...home, _id: 'a2' };
    let list: unknown[] = [];
    const calls = stubApi({
      'GET /api/user/addresses': () => ({ body: list }),
      'POST /api/user/addresses': () => {
        list = [saved];
        return { status: 201, body: saved };
      },
    });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillForm(user, [' Asha Patil ', '9822012345', '12 MG Road ', 'Pune', 'Maharashtra', '411001', 'India']);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('article', { name: 'Asha Patil' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Asha Patil',
      mobile: '9822012345',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      country: 'India',
    });
    expect(screen.queryByRole('button', { name: 'Save address' })).not.toBeInTheDocument();
  });

  it("shows the server's message and its per-field errors", async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      'GET /api/user/addresses': { body: [] },
      'POST /api/user/addresses': {
        status: 400,
        body: {
          message: 'Please enter a valid 10-digit mobile number.',
          errors: { mobile: 'Please enter a valid 10-digit mobile number.', zip: 'Please enter a valid 6-digit PIN code.' },
        },
      },
    });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillForm(user, ['Asha', '123', '12 MG Road', 'Pune', 'Maharashtra', '41', 'India']);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 10-digit mobile number.');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid 6-digit PIN code.'),
    );
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });

  it("says 'Failed to add address.' when the server gives no reason", async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ 'GET /api/user/addresses': { body: [] }, 'POST /api/user/addresses': { status: 500, body: {} } });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillForm(user, ['Asha', '9822012345', '12 MG Road', 'Pune', 'Maharashtra', '411001', 'India']);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add address.');
  });

  it('edits an address, and Cancel leaves it as it was', async () => {
    const user = userEvent.setup();
    signIn();
    let list = [home];
    const calls = stubApi({
      'GET /api/user/addresses': () => ({ body: list }),
      'PUT /api/user/addresses/a1': (call) => {
        list = [{ ...home, ...(call.body as object) }];
        return { body: list[0] };
      },
    });
    renderWithProviders(<AddressesScreen />);
    const card = await screen.findByRole('article', { name: 'Asha Patil' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), '  Mumbai ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Mumbai, Maharashtra 411001')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ city: 'Mumbai', name: 'Asha Patil' });
  });

  it("says 'Failed to update address.' when an edit fails without a reason", async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ 'GET /api/user/addresses': { body: [home] }, 'PUT /api/user/addresses/a1': { status: 500, body: {} } });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update address.');
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    signIn();
    localStorage.setItem('selectedAddressId', 'a1');
    let list = [home];
    const calls = stubApi({
      'GET /api/user/addresses': () => ({ body: list }),
      'DELETE /api/user/addresses/a1': () => {
        list = [];
        return { body: { message: 'Address deleted.' } };
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this address?');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(localStorage.getItem('selectedAddressId')).toBeNull();
  });

  it("toasts 'Failed to delete address.' when a delete fails without a reason", async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ 'GET /api/user/addresses': { body: [home] }, 'DELETE /api/user/addresses/a1': { status: 500, body: {} } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete address.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Asha Patil' })).toBeInTheDocument();
  });

  it("says 'Failed to load addresses.' when the list cannot be loaded", async () => {
    signIn();
    stubApi({ 'GET /api/user/addresses': { status: 500, body: {} } });
    renderWithProviders(<AddressesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load addresses.');
  });
});

describe('settings', () => {
  afterEach(() => {
    document.documentElement.classList.remove('dark');
  });

  it('applies and keeps the dark theme', async () => {
    const user = userEvent.setup();
    stubApi({});
    renderWithProviders(<SettingsScreen />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: /Light/ })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /Dark/ }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(within(group).getByRole('radio', { name: /Light/ }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('keeps the notifications flag', async () => {
    const user = userEvent.setup();
    stubApi({});
    localStorage.setItem('notifications', 'false');
    renderWithProviders(<SettingsScreen />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('notifications')).toBe('true');
  });
});
