// "Tell me when you deliver here": an unserved PIN code's waiting list (issue 26). One field, an
// email or a 10-digit mobile, no sign-in; the server's thanks (or its reason) is read out.
import { BellRing, CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { useJoinWaitlist, WAITLIST_FAILED } from '../api/join-waitlist';

export function WaitlistForm({ pincode }: { pincode: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [contact, setContact] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const join = useJoinWaitlist();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    join.mutate(
      { pinCode: pincode, contact: contact.trim() },
      {
        onSuccess: (answer) => setThanks(answer.message),
        onError: (error) => {
          const errors = error instanceof ApiError ? error.errors : undefined;
          if (errors?.contact) {
            setFieldError(errors.contact);
            field.current?.focus();
          } else {
            setFormError(errors?.pinCode ?? (error instanceof ApiError ? error.message : WAITLIST_FAILED));
          }
        },
      },
    );
  };

  return (
    <div className="mt-3 border-t border-stone-200 pt-3 text-sm dark:border-stone-800">
      <div aria-live="polite">
        {thanks && (
          <p data-testid="waitlist-thanks" className="flex items-start gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {thanks}
          </p>
        )}
      </div>
      {!thanks && (
        <form noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
          <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
            <BellRing aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
            Tell me when you deliver here
          </h3>
          <div className="mt-2 flex flex-wrap items-start gap-2">
            <TextField
              ref={field}
              label="Email or mobile number"
              name="contact"
              type="text"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="send"
              maxLength={254}
              value={contact}
              onChange={(event) => {
                setContact(event.target.value);
                setFieldError(undefined);
              }}
              error={fieldError}
              className="min-w-0 flex-1 basis-56"
            />
            <button type="submit" disabled={join.isPending} className="btn btn-primary shrink-0 py-2.5 max-sm:w-full sm:mt-[1.625rem]">
              {join.isPending ? 'Sending...' : 'Notify me'}
            </button>
          </div>
          <div aria-live="assertive">
            {formError && <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">{formError}</p>}
          </div>
        </form>
      )}
    </div>
  );
}
