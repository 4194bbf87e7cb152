import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { AdminLoginScreen } from './admin-login-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { LoginScreen } from './login-screen';
import { ResetPasswordScreen } from './reset-password-screen';
import { SignupScreen } from './signup-screen';

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}
type Answer = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/** Answers `METHOD /path` from `answers`; records every call. */
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
    const answer = typeof entry === 'function' ? entry(call) : (entry ?? { status: 404, body: { message: 'Not found' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const config = (googleClientId: string | null = null) => ({
  body: { paymentProvider: 'sandbox', checkoutScriptUrl: '', googleClientId, shop: {} },
});

const asha = { _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-05T10:00:00Z' };
const admin = { ...asha, _id: 'a1', email: 'admin@tokri.local', role: 'admin' };

const landing = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/profile', element: <h1>Profile page</h1> },
  { path: '/admin/dashboard', element: <h1>Dashboard page</h1> },
];

function render(ui: React.ReactNode, route = '/screen') {
  return renderWithProviders(ui, { route, path: '/screen', extraRoutes: landing });
}

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

describe('signup', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
  }

  it('shows the server message in green and goes to /login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timers = vi.spyOn(window, 'setTimeout');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = stubApi({
      'GET /api/config': config(),
      'POST /api/auth/signup': { status: 201, body: { message: 'Signup successful! Please log in.' } },
    });
    const { router } = render(<SignupScreen />);
    await fill(user);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Signup successful! Please log in.');
    expect(status).toHaveAttribute('data-tone', 'success');
    expect(calls.find((call) => call.path === '/api/auth/signup')?.body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      password: 'secret1',
    });
    expect(router.state.location.pathname).toBe('/screen');
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 2_000);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's error, or 'Signup failed', in red", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/config': config(),
      'POST /api/auth/signup': { status: 429, body: { message: 'Too many attempts. Please wait a few minutes and try again.' } },
    });
    render(<SignupScreen />);
    await fill(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(alert).toHaveAttribute('data-tone', 'error');
  });

  it("falls back to 'Signup failed'", async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/config': config(), 'POST /api/auth/signup': { status: 500, body: {} } });
    render(<SignupScreen />);
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed');
  });
});

describe('forgot password', () => {
  it("shows the server's answer in green", async () => {
    const user = userEvent.setup();
    const message = 'If an account exists for this email, a password reset link has been sent.';
    const calls = stubApi({ 'POST /api/auth/forgot-password': { body: { message } } });
    render(<ForgotPasswordScreen />);
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(message);
    expect(status).toHaveAttribute('data-tone', 'success');
    expect(calls[0]?.body).toEqual({ email: 'asha@example.com' });
  });

  it('says so in red when it fails', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/auth/forgot-password': { status: 400, body: { message: 'Please enter a valid email.' } } });
    render(<ForgotPasswordScreen />);
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please check the email address.');
    expect(alert).toHaveAttribute('data-tone', 'error');
  });
});

describe('reset password', () => {
  it('explains a missing reset link', () => {
    stubApi({});
    render(<ResetPasswordScreen token={null} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid or missing reset link. Please try the "Forgot Password" process again.');
    expect(alert).toHaveTextContent('Reset link is missing or invalid.');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('needs 6 characters and a matching confirmation before asking the server', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    render(<ResetPasswordScreen token="tok" />);
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Confirm password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 6 characters long.'),
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await user.type(screen.getByLabelText('New password'), '6');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    expect(confirm).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('says the link may have expired when the server refuses it', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/auth/reset-password': { status: 400, body: { message: 'Password reset failed. The link may have expired.' } },
    });
    render(<ResetPasswordScreen token="old" />);
    await user.type(screen.getByLabelText('New password'), 'secret2');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password reset failed. The link may have expired.');
    expect(alert).toHaveAttribute('data-tone', 'error');
  });

  it('sets the password and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timers = vi.spyOn(window, 'setTimeout');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const message = 'Your password has been reset. Please log in with your new password.';
    const calls = stubApi({ 'POST /api/auth/reset-password': { body: { message } } });
    const { router } = render(<ResetPasswordScreen token="tok-1" />);
    await user.type(screen.getByLabelText('New password'), 'secret2');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(calls[0]?.body).toEqual({ token: 'tok-1', newPassword: 'secret2' });
    expect(router.state.location.pathname).toBe('/screen');
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 3_000);
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(router.state.location.pathname).toBe('/login');
  });
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
