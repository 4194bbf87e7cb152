// /forgot-password (SPEC §2, §8): asks for a reset link and shows the server's answer.
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { FORGOT_PASSWORD_FAILED, useForgotPassword } from '../api/forgot-password';
import { useFieldErrors } from '../hooks/use-field-errors';
import { answerTone } from '../lib/message-tone';
import { validateForgotPassword } from '../lib/validation';
import { AuthShell } from './auth-shell';
import { FormMessage, type Message } from './form-message';
import { textLink } from './styles';

/** The failure text: fixed, except when the server asks to wait (too many requests). */
function failureText(error: Error): string {
  return error instanceof ApiError && error.status === 429 ? error.message : FORGOT_PASSWORD_FAILED;
}

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const { errors, check, clear } = useFieldErrors<'email'>();
  const [message, setMessage] = useState<Message | null>(null);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(event, validateForgotPassword({ email }))) return;
    setMessage(null);
    forgot.mutate(email.trim(), {
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
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clear('email');
          }}
          error={errors.email}
        />
        <FormMessage message={message} />
        <button type="submit" disabled={forgot.isPending} className="btn btn-primary w-full py-3 text-base">
          <Mail aria-hidden="true" className="size-5" />
          {forgot.isPending ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
    </AuthShell>
  );
}
