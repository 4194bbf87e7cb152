// /login: email and password, and Google sign-in.

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-calls';
import { LoginScreen } from './login-screen';
import { admin, asha, config, render } from '../test/auth-harness';

afterEach(() => {
  // Spies on the fake setTimeout go first, or restoring them would bring the fake back.
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.google;
});

describe('login', () => {
  it('requires both fields, marks them invalid and focuses the first', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /api/config': config() });
    render(<LoginScreen />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email.');
    expect(calls.filter((call) => call.path === '/api/auth/login')).toHaveLength(0);
  });

  it("shows the server's error in red", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/config': config(),
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password.' } },
    });
    render(<LoginScreen />);
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("says 'Login failed' when the server gives no reason", async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/config': config(), 'POST /api/auth/login': { status: 500, body: {} } });
    render(<LoginScreen />);
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('keeps the session and sends a customer to /profile', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/config': config(),
      'POST /api/auth/login': { body: { token: 't-asha', role: 'customer', user: asha } },
    });
    const { router } = render(<LoginScreen />);
    await user.type(screen.getByLabelText('Email'), ' asha@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret1',
    });
    expect(localStorage.getItem('token')).toBe('t-asha');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'asha@example.com', role: 'customer' });
  });

  it('sends an admin to /admin/dashboard', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/config': config(),
      'POST /api/auth/login': { body: { token: 't-admin', role: 'admin', user: admin } },
    });
    const { router } = render(<LoginScreen />);
    await user.type(screen.getByLabelText('Email'), 'admin@tokri.local');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});

describe('Google sign-in', () => {
  function stubGoogle() {
    const google = {
      initialize: vi.fn(),
      renderButton: vi.fn((parent: HTMLElement) => {
        parent.innerHTML = '<button type="button">Sign in with Google</button>';
      }),
    };
    window.google = { accounts: { id: google } };
    const credential = (token: string) => {
      const [options] = google.initialize.mock.calls[0] as [{ callback: (r: { credential: string }) => void }];
      act(() => options.callback({ credential: token }));
    };
    return { google, credential };
  }

  it('is not offered without a Google client id', async () => {
    const { google } = stubGoogle();
    stubApi({ 'GET /api/config': config(null) });
    render(<LoginScreen />);
    await act(async () => {});
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(google.initialize).not.toHaveBeenCalled();
  });

  it('posts the credential as tokenId and signs in', async () => {
    const { google, credential } = stubGoogle();
    const calls = stubApi({
      'GET /api/config': config('client-123'),
      'POST /api/auth/google': { body: { token: 't-g', role: 'customer', user: asha } },
    });
    const { router } = render(<LoginScreen />);
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-123' }));
    credential('google-id-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calls.find((call) => call.path === '/api/auth/google')?.body).toEqual({ tokenId: 'google-id-token' });
    expect(localStorage.getItem('token')).toBe('t-g');
  });

  it("says 'Google login failed' when the server refuses", async () => {
    const { credential } = stubGoogle();
    stubApi({
      'GET /api/config': config('client-123'),
      'POST /api/auth/google': { status: 401, body: { message: 'Token audience mismatch' } },
    });
    render(<LoginScreen />);
    await screen.findByRole('button', { name: 'Sign in with Google' });
    credential('bad');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Google login failed');
    expect(alert).toHaveAttribute('data-tone', 'error');
  });
});
