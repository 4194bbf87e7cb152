// /signup (SPEC §2, §4, §8): on success the server's message shows, then /login after 2 s.
import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { PASSWORD_MIN_LENGTH, SIGNUP_REDIRECT_MS } from '@/lib/constants';
import { GOOGLE_LOGIN_FAILED, useGoogleLogin } from '../api/google-login';
import { useSignup } from '../api/signup';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useSignIn } from '../hooks/use-sign-in';
import { answerTone } from '../lib/message-tone';
import { validateSignup } from '../lib/validation';
import { AuthShell } from './auth-shell';
import { FormMessage, type Message } from './form-message';
import { GoogleSignIn } from './google-sign-in';
import { PasswordField } from './password-field';
import { textLink } from './styles';

type Field = 'name' | 'email' | 'password';

export function SignupScreen() {
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const { errors, check, clear } = useFieldErrors<Field>();
  const [message, setMessage] = useState<Message | null>(null);
  const signup = useSignup();
  const google = useGoogleLogin();
  const signIn = useSignIn();
  const redirect = useDelayedRedirect();
  const done = signup.isSuccess;
  const goNow = useRef<HTMLAnchorElement>(null);

  // The submit button is gone once signed up: keep keyboard focus on the way forward.
  useEffect(() => {
    if (done) goNow.current?.focus();
  }, [done]);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (done || !check(event, validateSignup(values))) return;
    setMessage(null);
    signup.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: ({ message: text }) => {
          setMessage({ text, tone: answerTone(text, false) });
          redirect('/login', SIGNUP_REDIRECT_MS);
        },
        onError: (error) => setMessage({ text: error.message, tone: answerTone(error.message, true) }),
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
      title="Create an account"
      intro="Join Tokri to save addresses, keep favourites and follow your orders."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className={textLink}>
            Login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Signup" className="space-y-5">
        <fieldset disabled={done} className="space-y-5">
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            error={errors.name}
          />
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
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            error={errors.password}
          />
        </fieldset>
        <FormMessage message={message} />
        {done ? (
          <p className="text-center text-sm text-stone-600 dark:text-stone-400">
            Taking you to the login page…{' '}
            <Link ref={goNow} to="/login" className={textLink}>
              Go now
            </Link>
          </p>
        ) : (
          <button type="submit" disabled={signup.isPending} className="btn btn-primary w-full py-3 text-base">
            <UserPlus aria-hidden="true" className="size-5" />
            {signup.isPending ? 'Signing up...' : 'Sign up'}
          </button>
        )}
      </form>
      {!done && <GoogleSignIn onCredential={googleCredential} text="signup_with" />}
    </AuthShell>
  );
}
