// /reset-password?token=… (SPEC §2, §4, §5, §8): a new password from a mailed link, then /login
// after 3 s.
import { KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, RESET_REDIRECT_MS } from '@/lib/constants';
import { useResetPassword } from '../api/reset-password';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { useFieldErrors } from '../hooks/use-field-errors';
import { answerTone } from '../lib/message-tone';
import { RESET_LINK_INVALID, RESET_LINK_MISSING, validateResetPassword } from '../lib/validation';
import { AuthShell } from './auth-shell';
import { FormMessage, type Message } from './form-message';
import { PasswordField } from './password-field';
import { textLink } from './styles';

type Field = 'password' | 'confirm';

function MissingToken() {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">
      <p className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {RESET_LINK_MISSING}
      </p>
      <p className="mt-2 text-sm">{RESET_LINK_INVALID}</p>
      <Link to="/forgot-password" className="btn btn-primary mt-5">
        Forgot Password
      </Link>
    </div>
  );
}

export function ResetPasswordScreen({ token }: { token: string | null }) {
  const [values, setValues] = useState({ password: '', confirm: '' });
  const { errors, check, clear } = useFieldErrors<Field>();
  const [message, setMessage] = useState<Message | null>(null);
  const reset = useResetPassword();
  const redirect = useDelayedRedirect();
  const done = reset.isSuccess;
  const goNow = useRef<HTMLAnchorElement>(null);
  const link = token?.trim() ?? '';

  useEffect(() => {
    if (done) goNow.current?.focus();
  }, [done]);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (done || !check(event, validateResetPassword(values))) return;
    setMessage(null);
    reset.mutate(
      { token: link, newPassword: values.password },
      {
        onSuccess: ({ message: text }) => {
          setMessage({ text, tone: answerTone(text, false) });
          redirect('/login', RESET_REDIRECT_MS);
        },
        onError: (error) => setMessage({ text: error.message, tone: answerTone(error.message, true) }),
      },
    );
  };

  return (
    <AuthShell
      title="Reset Password"
      intro={link ? 'Choose a new password for your account.' : undefined}
      footer={
        <p>
          <Link to="/login" className={textLink}>
            Back to login
          </Link>
        </p>
      }
    >
      {link === '' ? (
        <MissingToken />
      ) : (
        <form noValidate onSubmit={submit} aria-label="Reset Password" className="space-y-5">
          <fieldset disabled={done} className="space-y-5">
            <PasswordField
              label="New password"
              name="password"
              autoComplete="new-password"
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              error={errors.password}
            />
            <PasswordField
              label="Confirm password"
              name="confirm"
              autoComplete="new-password"
              required
              value={values.confirm}
              onChange={(event) => change('confirm', event.target.value)}
              error={errors.confirm}
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
            <button type="submit" disabled={reset.isPending} className="btn btn-primary w-full py-3 text-base">
              <KeyRound aria-hidden="true" className="size-5" />
              {reset.isPending ? 'Saving...' : 'Reset password'}
            </button>
          )}
        </form>
      )}
    </AuthShell>
  );
}
