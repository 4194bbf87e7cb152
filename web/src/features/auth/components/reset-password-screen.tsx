// /reset-password?token=… (SPEC §2, §4, §5, §8): a new password from a mailed link, then /login
// after 3 s.
import { KeyRound, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, RESET_REDIRECT_MS } from '@/lib/constants';
import { useResetPassword } from '../api/reset-password';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { useAuthForm } from '../hooks/use-auth-form';
import { answerTone } from '../lib/message-tone';
import { RESET_LINK_INVALID, RESET_LINK_MISSING, validateResetPassword } from '../lib/validation';
import { GoingToLogin, SubmitButton } from './auth-form-parts';
import { AuthShell } from './auth-shell';
import { FormMessage, type Message } from './form-message';
import { PasswordField } from './password-field';
import { textLink } from './styles';

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
  const { values, check, field } = useAuthForm({ password: '', confirm: '' });
  const [message, setMessage] = useState<Message | null>(null);
  const reset = useResetPassword();
  const redirect = useDelayedRedirect();
  const done = reset.isSuccess;
  const link = token?.trim() ?? '';


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
              autoComplete="new-password"
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              {...field('password')}
            />
            <PasswordField label="Confirm password" autoComplete="new-password" required {...field('confirm')} />
          </fieldset>
          <FormMessage message={message} />
          {done ? (
            <GoingToLogin />
          ) : (
            <SubmitButton icon={KeyRound} busy={reset.isPending} busyText="Saving...">
              Reset password
            </SubmitButton>
          )}
        </form>
      )}
    </AuthShell>
  );
}
