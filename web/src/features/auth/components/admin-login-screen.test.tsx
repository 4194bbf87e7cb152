import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-calls';
import { AdminLoginScreen } from './admin-login-screen';
import { admin, asha, render } from '../test/auth-harness';

afterEach(() => {
  // Spies on the fake setTimeout go first, or restoring them would bring the fake back.
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.google;
});

describe('admin login', () => {
  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  it('refuses a customer and keeps no session', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/auth/login': { body: { token: 't-asha', role: 'customer', user: asha } } });
    const { router } = render(<AdminLoginScreen />);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin credentials');
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/screen');
  });

  it('refuses wrong credentials with the same words', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password.' } } });
    render(<AdminLoginScreen />);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin credentials');
  });

  it('lets an admin in to the dashboard', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/auth/login': { body: { token: 't-admin', role: 'admin', user: admin } } });
    const { router } = render(<AdminLoginScreen />);
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(localStorage.getItem('token')).toBe('t-admin');
  });
});
