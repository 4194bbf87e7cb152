// The box under a complaint's thread: the customer writes again (until it is closed). Its fields
// (the message with its counter, then the failure or success line) are shared with the admin's reply.
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { REPLY_FAILED, useAddMessage } from '../api/tickets';
import { counterText, MESSAGE_MAX, messageError } from '../lib/help-text';

interface ReplyFieldsProps {
  fieldId: string;
  label: string;
  rows: number;
  message: string;
  onMessageChange: (value: string) => void;
  /** The message field's own error, shown under it. */
  error?: string;
  /** A failure of the whole form, announced at once. */
  formError: string | null;
  /** The line shown once the message has gone. */
  done: string | null;
}

/** A message box with its character counter, and the live line for a failure or success. */
export function ReplyFields({ fieldId, label, rows, message, onMessageChange, error, formError, done }: ReplyFieldsProps) {
  return (
    <>
      <TextAreaField
        id={fieldId}
        label={label}
        name="message"
        rows={rows}
        maxLength={MESSAGE_MAX}
        value={message}
        onChange={(event) => onMessageChange(event.target.value)}
        error={error}
        hint={counterText(message)}
      />
      <div aria-live="polite">
        {formError && (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
            {formError}
          </p>
        )}
        {done && <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">{done}</p>}
      </div>
    </>
  );
}

export function ReplyBox({ number, ticketKey }: { number: string; ticketKey: string }) {
  const id = useId().replace(/:/g, '');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const add = useAddMessage(number, ticketKey);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setSent(false);
    const problem = messageError(message);
    if (problem) {
      setError(problem);
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    add.mutate(message.trim(), {
      onSuccess: () => {
        setMessage('');
        setSent(true);
      },
      onError: (failure) => {
        const field = failure instanceof ApiError ? failure.errors?.message : undefined;
        if (field) setError(field);
        else setFormError(failure instanceof ApiError ? failure.message : REPLY_FAILED);
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="card mt-6 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="font-display text-lg font-bold">
        Write to us
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 space-y-4">
        <ReplyFields
          fieldId={`${id}-message`}
          label="Your message"
          rows={4}
          message={message}
          onMessageChange={(value) => {
            setMessage(value);
            setError(undefined);
            setSent(false);
          }}
          error={error}
          formError={formError}
          done={sent ? 'Your message has been sent.' : null}
        />
        <button type="submit" disabled={add.isPending} className="btn btn-primary min-h-11 max-sm:w-full">
          <Send aria-hidden="true" className="size-4" />
          {add.isPending ? 'Sending...' : 'Send message'}
        </button>
      </form>
    </section>
  );
}
