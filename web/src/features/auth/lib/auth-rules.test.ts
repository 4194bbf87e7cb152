import { answerTone, messageTone } from './message-tone';
import {
  isEmail,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  validateLogin,
  validateResetPassword,
  validateSignup,
} from './validation';

describe('message colour rule', () => {
  it('shows messages containing "failed" or "error" in red', () => {
    expect(messageTone('Signup failed')).toBe('error');
    expect(messageTone('Login failed')).toBe('error');
    expect(messageTone('An error occurred. Please check the email address.')).toBe('error');
    expect(messageTone('Password reset failed. The link may have expired.')).toBe('error');
    expect(messageTone('Google login FAILED')).toBe('error');
  });

  it('shows any other message in green', () => {
    expect(messageTone('Signup successful! Please log in.')).toBe('success');
    expect(messageTone('If an account exists for this email, a password reset link has been sent.')).toBe('success');
  });

  it('always shows a refused request in red', () => {
    expect(answerTone('Too many attempts. Please wait a few minutes and try again.', true)).toBe('error');
    expect(answerTone('Signup successful! Please log in.', false)).toBe('success');
  });
});

describe('sign-in form checks', () => {
  it('accepts what <input type="email"> accepts', () => {
    expect(isEmail('asha@example.com')).toBe(true);
    expect(isEmail(' asha@example.com ')).toBe(true);
    expect(isEmail('asha@localhost')).toBe(true);
    expect(isEmail('asha')).toBe(false);
    expect(isEmail('asha@')).toBe(false);
    expect(isEmail('a b@example.com')).toBe(false);
  });

  it('requires every login field', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: 'Please enter your email.',
      password: 'Please enter your password.',
    });
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({ email: 'Please enter a valid email.' });
    expect(validateLogin({ email: 'a@b.in', password: 'x' })).toEqual({});
  });

  it('asks signup for a name and a password of 6 characters or more', () => {
    expect(validateSignup({ name: '', email: 'a@b.in', password: '12345' })).toEqual({
      name: 'Please enter your name.',
      password: PASSWORD_TOO_SHORT,
    });
    expect(validateSignup({ name: 'Asha', email: 'a@b.in', password: '123456' })).toEqual({});
  });
});

describe('reset password rules', () => {
  it('needs at least 6 characters', () => {
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters long.');
    expect(validateResetPassword({ password: '12345', confirm: '12345' })).toEqual({ password: PASSWORD_TOO_SHORT });
    expect(validateResetPassword({ password: '123456', confirm: '123456' })).toEqual({});
  });

  it('needs a matching confirmation', () => {
    expect(validateResetPassword({ password: '123456', confirm: '123457' })).toEqual({ confirm: PASSWORDS_DO_NOT_MATCH });
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match.');
  });
});
