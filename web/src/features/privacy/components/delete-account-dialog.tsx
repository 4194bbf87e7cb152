// "Delete my account": what is erased and what is kept, the password (for accounts that have one)
// and the word DELETE typed out. On success the session is over: the person is signed out here,
// taken home and shown the server's message.
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { DELETE_WORD } from '../lib/privacy-text';
import { Note } from './parts';

type Field = 'password' | 'confirm';

function localErrors(values: Record<Field, string>, hasPassword: boolean): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (hasPassword && values.password === '') errors.password = 'Please enter your password.';
  if (values.confirm.trim() !== DELETE_WORD) errors.confirm = `Type ${DELETE_WORD} in capital letters to confirm.`;
  return errors;
}

function DeleteForm({ hasPassword, onCancel }: { hasPassword: boolean; onCancel: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = localErrors(values, hasPassword);
    setErrors(found);
    setMessage(null);
    const first = (['password', 'confirm'] as const).find((name) => found[name]);
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    remove.mutate(
      { ...(hasPassword ? { password: values.password } : {}), confirm: values.confirm.trim() },
      {
        onSuccess: ({ message: text }) => {
          toast.success(text);
          // The token no longer works: /logout ends the session here and goes home.
          void navigate('/logout', { replace: true });
        },
        onError: (error) => {
          setMessage(error.message);
          if (error instanceof ApiError && error.errors) {
            setErrors({ password: error.errors.password, confirm: error.errors.confirm });
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Delete my account" className="mt-5 space-y-4">
      {hasPassword && (
        <TextField label="Your password" type="password" autoComplete="current-password" required {...field('password')} />
      )}
      <TextField
        label={`Type ${DELETE_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        {...field('confirm')}
      />
      {message && <Note tone="error">{message}</Note>}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="btn btn-outline min-h-11">
          Keep my account
        </button>
        <button
          type="submit"
          disabled={remove.isPending}
          className="btn min-h-11 bg-red-700 text-white shadow-sm hover:bg-red-800 dark:bg-red-700 dark:hover:bg-red-600"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </button>
      </div>
    </form>
  );
}

export function DeleteAccountDialog({ open, onClose, hasPassword }: { open: boolean; onClose: () => void; hasPassword: boolean }) {
  return (
    <Dialog open={open} onClose={onClose} title="Delete your account?" className="max-w-xl">
      <div className="space-y-3 text-sm leading-relaxed text-stone-700 dark:text-stone-300">
        <p className="font-semibold text-stone-900 dark:text-stone-100">This cannot be undone.</p>
        <div>
          <p className="font-semibold text-stone-900 dark:text-stone-100">We erase:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>your account: name, email, phone and password</li>
            <li>your saved addresses, favourites and message choices</li>
            <li>your name, phone and address on your past orders</li>
          </ul>
        </div>
        <div>
          <p className="font-semibold text-stone-900 dark:text-stone-100">We keep:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>
              invoices, with their numbers and amounts, as tax law requires; the name and address on them are replaced by a note
              that the customer asked to be erased
            </li>
          </ul>
        </div>
        <p>If an order is still on its way, your account is closed now and the rest is erased once it is delivered.</p>
      </div>
      {open && <DeleteForm hasPassword={hasPassword} onCancel={onClose} />}
    </Dialog>
  );
}
