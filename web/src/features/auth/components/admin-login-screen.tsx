// /admin/login (SPEC §5, §8): only an admin account gets in; any other sign-in is refused with
// 'Invalid admin credentials' and its session is not kept.
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { useSignIn } from '../hooks/use-sign-in';
import { validateLogin } from '../lib/validation';
import { EmailField, SubmitButton } from './auth-form-parts';
import { AuthShell } from './auth-shell';
import { FormMessage, type Message } from './form-message';
import { PasswordField } from './password-field';
import { textLink } from './styles';

export const INVALID_ADMIN_CREDENTIALS = 'Invalid admin credentials';

function failureText(error: Error): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 0)) return error.message;
  return INVALID_ADMIN_CREDENTIALS;
}

export function AdminLoginScreen() {
  const { values, check, field } = useAuthForm({ email: '', password: '' });
  const [message, setMessage] = useState<Message | null>(null);
  const login = useLogin();
  const signIn = useSignIn();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event, validateLogin(values))) return;
    setMessage(null);
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          if (answer.role === 'admin') signIn(answer);
          else setMessage({ text: INVALID_ADMIN_CREDENTIALS, tone: 'error' });
        },
        onError: (error) => setMessage({ text: failureText(error), tone: 'error' }),
      },
    );
  };

  return (
    <AuthShell
      variant="admin"
      title="Admin Login"
      intro="Sign in with your admin account."
      footer={
        <p>
          Shopping with us?{' '}
          <Link to="/login" className={textLink}>
            Customer login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Admin Login" className="space-y-5">
        <EmailField autoComplete="username" {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
        <FormMessage message={message} />
        <SubmitButton icon={ShieldCheck} busy={login.isPending} busyText="Logging in...">
          Login
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
