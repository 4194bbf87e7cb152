// The pieces every sign-in form repeats: the email field, the submit button, and the way on to
// the login page after a signup or a password reset.
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { textLink } from './styles';

export function EmailField({ autoComplete = 'email', ...props }: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete={autoComplete} required {...props} />;
}

interface SubmitButtonProps {
  icon: LucideIcon;
  busy: boolean;
  busyText: string;
  children: string;
  /** Disabled for another reason than this form's own call (e.g. a Google sign-in under way). */
  disabled?: boolean;
}

export function SubmitButton({ icon: Icon, busy, busyText, children, disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy || disabled} className="btn btn-primary w-full py-3 text-base">
      <Icon aria-hidden="true" className="size-5" />
      {busy ? busyText : children}
    </button>
  );
}

/** Shown instead of the submit button once done; it takes keyboard focus, as the button is gone. */
export function GoingToLogin() {
  const goNow = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    goNow.current?.focus();
  }, []);
  return (
    <p className="text-center text-sm text-stone-600 dark:text-stone-400">
      Taking you to the login page…{' '}
      <Link ref={goNow} to="/login" className={textLink}>
        Go now
      </Link>
    </p>
  );
}
