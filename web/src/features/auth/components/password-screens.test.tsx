// /signup, /forgot-password and /reset-password.

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-calls';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { ResetPasswordScreen } from './reset-password-screen';
import { SignupScreen } from './signup-screen';
import { config, render } from '../test/auth-harness';

afterEach(() => {
  // Spies on the fake setTimeout go first, or restoring them would bring the fake back.
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete window.google;
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
      marketingConsent: false,
      whatsappConsent: false,
    });
    expect(router.state.location.pathname).toBe('/screen');
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 2_000);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers two separate, unticked consents and sends what was ticked', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/config': config(),
      'POST /api/auth/signup': { status: 201, body: { message: 'Signup successful! Please log in.' } },
    });
    render(<SignupScreen />);
    const marketing = screen.getByRole('checkbox', { name: 'Send me offers and news by email' });
    const whatsapp = screen.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' });
    expect(marketing).not.toBeChecked();
    expect(whatsapp).not.toBeChecked();
    await user.click(whatsapp);
    await fill(user);
    await screen.findByRole('status');
    expect(calls.find((call) => call.path === '/api/auth/signup')?.body).toMatchObject({
      marketingConsent: false,
      whatsappConsent: true,
    });
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
