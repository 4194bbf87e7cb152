// /forgot-password (SPEC §2, §8): asks for a reset link and shows the server's answer.
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { FORGOT_PASSWORD_FAILED, useForgotPassword } from '../api/forgot-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { answerTone } from '../lib/message-tone';
import { validateForgotPassword } from '../lib/validation';
import { EmailField, SubmitButton } from './auth-form-parts';
import { AuthShell } from './auth-shell';
import { FormMessage, type Message } from './form-message';
import { textLink } from './styles';

/** The failure text: fixed, except when the server asks to wait (too many requests). */
function failureText(error: Error): string {
  return error instanceof ApiError && error.status === 429 ? error.message : FORGOT_PASSWORD_FAILED;
}

export function ForgotPasswordScreen() {
  const { values, check, field } = useAuthForm({ email: '' });
  const [message, setMessage] = useState<Message | null>(null);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event, validateForgotPassword(values))) return;
    setMessage(null);
    forgot.mutate(values.email.trim(), {
      onSuccess: ({ message: text }) => setMessage({ text, tone: answerTone(text, false) }),
      onError: (error) => {
        const text = failureText(error);
        setMessage({ text, tone: answerTone(text, true) });
      },
    });
  };

  return (
    <AuthShell
      title="Forgot Password"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to="/login" className={textLink}>
            Back to login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} aria-label="Forgot Password" className="space-y-5">
        <EmailField {...field('email')} />
        <FormMessage message={message} />
        <SubmitButton icon={Mail} busy={forgot.isPending} busyText="Sending...">
          Send reset link
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
