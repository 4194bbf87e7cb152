// /signup (SPEC §2, §4, §8): on success the server's message shows, then /login after 2 s. Two
// separate, unticked consents (issue 28 part 4) go with it: offers by email, order updates on WhatsApp.
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CheckboxField, TextField } from '@/components/ui/text-field';
import { PASSWORD_MIN_LENGTH, SIGNUP_REDIRECT_MS } from '@/lib/constants';
import { GOOGLE_LOGIN_FAILED, useGoogleLogin } from '../api/google-login';
import { useSignup } from '../api/signup';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { useAuthForm } from '../hooks/use-auth-form';
import { useSignIn } from '../hooks/use-sign-in';
import { answerTone } from '../lib/message-tone';
import { validateSignup } from '../lib/validation';
import { EmailField, GoingToLogin, SubmitButton } from './auth-form-parts';
import { AuthShell } from './auth-shell';
import { FormMessage, type Message } from './form-message';
import { GoogleSignIn } from './google-sign-in';
import { PasswordField } from './password-field';
import { textLink } from './styles';

/** The same texts as in the account's privacy page. */
const CONSENTS = [
  { name: 'marketingConsent', label: 'Send me offers and news by email' },
  { name: 'whatsappConsent', label: 'Send me order updates on WhatsApp' },
] as const;

export function SignupScreen() {
  const { values, check, field } = useAuthForm({ name: '', email: '', password: '' });
  const [message, setMessage] = useState<Message | null>(null);
  const [consents, setConsents] = useState({ marketingConsent: false, whatsappConsent: false });
  const signup = useSignup();
  const google = useGoogleLogin();
  const signIn = useSignIn();
  const redirect = useDelayedRedirect();
  const done = signup.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (done || !check(event, validateSignup(values))) return;
    setMessage(null);
    signup.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password, ...consents },
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
          <TextField label="Name" autoComplete="name" required {...field('name')} />
          <EmailField {...field('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            {...field('password')}
          />
          <fieldset className="space-y-1">
            <legend className="mb-1 text-sm font-semibold text-stone-800 dark:text-stone-200">Messages (optional)</legend>
            {CONSENTS.map(({ name, label }) => (
              <CheckboxField
                key={name}
                name={name}
                label={label}
                checked={consents[name]}
                onChange={(event) => {
                  const { checked } = event.target;
                  setConsents((current) => ({ ...current, [name]: checked }));
                }}
                className="flex min-h-11 w-full items-center gap-3 font-medium [&>input]:size-5 [&>input]:shrink-0"
              />
            ))}
          </fieldset>
        </fieldset>
        <FormMessage message={message} />
        {done ? (
          <GoingToLogin />
        ) : (
          <SubmitButton icon={UserPlus} busy={signup.isPending} busyText="Signing up...">
            Sign up
          </SubmitButton>
        )}
      </form>
      {!done && <GoogleSignIn onCredential={googleCredential} text="signup_with" />}
    </AuthShell>
  );
}
