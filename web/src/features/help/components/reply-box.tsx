// The box under a complaint's thread: the customer writes again (until it is closed).
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { REPLY_FAILED, useAddMessage } from '../api/tickets';
import { counterText, MESSAGE_MAX, messageError } from '../lib/help-text';

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
        <TextAreaField
          id={`${id}-message`}
          label="Your message"
          name="message"
          rows={4}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
            setSent(false);
          }}
          error={error}
          hint={counterText(message)}
        />
        <div aria-live="polite">
          {formError && (
            <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
              {formError}
            </p>
          )}
          {sent && <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">Your message has been sent.</p>}
        </div>
        <button type="submit" disabled={add.isPending} className="btn btn-primary min-h-11 max-sm:w-full">
          <Send aria-hidden="true" className="size-4" />
          {add.isPending ? 'Sending...' : 'Send message'}
        </button>
      </form>
    </section>
  );
}
