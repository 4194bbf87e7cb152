// /login (SPEC §2, §4, §8): email and password, or Google when the shop offers it.
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { GOOGLE_LOGIN_FAILED, useGoogleLogin } from '../api/google-login';
import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { useSignIn } from '../hooks/use-sign-in';
import { validateLogin } from '../lib/validation';
import { EmailField, SubmitButton } from './auth-form-parts';
import { AuthShell } from './auth-shell';
import { FormMessage, type Message } from './form-message';
import { GoogleSignIn } from './google-sign-in';
import { PasswordField } from './password-field';
import { textLink } from './styles';

export function LoginScreen() {
  const { values, check, field } = useAuthForm({ email: '', password: '' });
  const [message, setMessage] = useState<Message | null>(null);
  const login = useLogin();
  const google = useGoogleLogin();
  const signIn = useSignIn();

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
        <EmailField {...field('email')} />
        <div>
          <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={textLink}>
              Forgot password?
            </Link>
          </p>
        </div>
        <FormMessage message={message} />
        <SubmitButton icon={LogIn} busy={login.isPending} busyText="Logging in..." disabled={google.isPending}>
          Login
        </SubmitButton>
      </form>
      <GoogleSignIn onCredential={googleCredential} />
    </AuthShell>
  );
}
