// /login (SPEC §2, §4, §8): email and password, or Google when the shop offers it.
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { GOOGLE_LOGIN_FAILED, useGoogleLogin } from '../api/google-login';
import { useLogin } from '../api/login';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSignIn } from '../hooks/use-sign-in';
import { validateLogin } from '../lib/validation';
import { AuthShell } from './auth-shell';
import { FormMessage, type Message } from './form-message';
import { GoogleSignIn } from './google-sign-in';
import { PasswordField } from './password-field';
import { textLink } from './styles';

export function LoginScreen() {
  const [values, setValues] = useState({ email: '', password: '' });
  const { errors, check, clear } = useFieldErrors<'email' | 'password'>();
  const [message, setMessage] = useState<Message | null>(null);
  const login = useLogin();
  const google = useGoogleLogin();
  const signIn = useSignIn();
  const busy = login.isPending || google.isPending;

  const change = (field: 'email' | 'password', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event, validateLogin(values))) return;
    setMessage(null);
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: signIn,
        onError: (error) => setMessage({ text: error.message, tone: 'error' }),
      },
    );
  };

  const googleCredential = (credential: string) => {
    setMessage(null);
    google.mutate(credential, {
      onSuccess: signIn,
      onError: () => setMessage({ text: GOOGLE_LOGIN_FAILED, tone: 'error' }),
    });
  };

  return (
    <AuthShell
      title="Login"
      intro="Welcome back! Sign in to see your orders, addresses and favourites."
      footer={
        <p>
          New to Tokri?{' '}
          <Link to="/signup" className={textLink}>
            Create an account
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Login" className="space-y-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors.email}
        />
        <div>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            error={errors.password}
          />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={textLink}>
              Forgot password?
            </Link>
          </p>
        </div>
        <FormMessage message={message} />
        <button type="submit" disabled={busy} className="btn btn-primary w-full py-3 text-base">
          <LogIn aria-hidden="true" className="size-5" />
          {login.isPending ? 'Logging in...' : 'Login'}
        </button>
      </form>
      <GoogleSignIn onCredential={googleCredential} />
    </AuthShell>
  );
}
