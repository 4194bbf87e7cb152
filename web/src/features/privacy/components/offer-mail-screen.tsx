// /admin/offer-mail — a mail of offers to the customers who ticked "Send me offers and news by
// email", and to nobody else. It says how many that is first; with none, sending is off. Sending
// asks for confirmation (like the admin's other irreversible actions), then shows the server's
// answer; its field errors are shown beside the fields.
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUDIENCE_FAILED, useOfferAudience, useSendOfferMail } from '../api/offer-mails';
import {
  characterCount,
  characterCounter,
  OFFER_MESSAGE_MAX,
  OFFER_SUBJECT_MAX,
  offerAudienceText,
  offerConfirmText,
} from '../lib/privacy-text';
import type { OfferMailRequest } from '../types';
import { linkClass, Loading, Note } from './parts';

const TITLE = 'Offer mail';

type Field = keyof OfferMailRequest;
const FIELDS: readonly Field[] = ['subject', 'message'];

function Audience({ customers }: { customers: number }) {
  return (
    <p
      data-testid="offer-audience"
      className={`mb-6 max-w-2xl rounded-2xl border px-4 py-3 text-sm font-medium ${
        customers > 0
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100'
          : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100'
      }`}
    >
      {offerAudienceText(customers)}
    </p>
  );
}

export function OfferMailScreen() {
  useDocumentTitle(TITLE, 'admin');
  const audience = useOfferAudience();
  const send = useSendOfferMail();
  const [values, setValues] = useState<Required<OfferMailRequest>>({ subject: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const customers = audience.data?.customers ?? 0;
  const canSend = audience.isSuccess && customers > 0 && !send.isPending;
  const messageLength = characterCount(values.message);

  const change = (name: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setSent(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    const form = event.currentTarget;
    if (!window.confirm(offerConfirmText(customers))) return;
    setFailure(null);
    setSent(null);
    send.mutate(values, {
      onSuccess: ({ message }) => {
        setSent(message);
        setErrors({});
        setValues({ subject: '', message: '' });
      },
      onError: (error) => {
        const found: Partial<Record<Field, string>> =
          error instanceof ApiError && error.errors ? { subject: error.errors.subject, message: error.errors.message } : {};
        setErrors(found);
        const first = FIELDS.find((name) => found[name]);
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        // The fields say what is wrong; otherwise the server's message (or ours) does.
        else setFailure(error.message);
      },
    });
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
          <p className="mt-1 max-w-2xl text-stone-600 dark:text-stone-400">
            A mail of offers and news. Each one goes out only if its reader still agrees to offers when it is sent.
          </p>
        </div>
        <Link to="/admin/data-requests" className={`${linkClass} text-sm`}>
          Data requests
        </Link>
      </div>

      {audience.isPending ? (
        <Loading label="Counting customers who agreed to offers..." />
      ) : audience.isError ? (
        <Note tone="error" className="mb-6 max-w-2xl">
          {audience.error.message || AUDIENCE_FAILED}
        </Note>
      ) : (
        <Audience customers={customers} />
      )}

      <form noValidate onSubmit={submit} aria-label={TITLE} className="card max-w-2xl space-y-5 p-5 sm:p-7">
        <TextField
          label="Subject"
          name="subject"
          autoComplete="off"
          maxLength={OFFER_SUBJECT_MAX}
          required
          value={values.subject}
          error={errors.subject}
          onChange={change('subject')}
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={10}
          required
          value={values.message}
          error={errors.message}
          onChange={change('message')}
          hint={
            <span
              data-testid="offer-message-counter"
              className={messageLength > OFFER_MESSAGE_MAX ? 'font-semibold text-red-700 dark:text-red-400' : 'tabular-nums'}
            >
              {characterCounter(messageLength, OFFER_MESSAGE_MAX)}
            </span>
          }
        />
        {failure && <Note tone="error">{failure}</Note>}
        {sent && <Note tone="success">{sent}</Note>}
        <div className="flex justify-end">
          <button type="submit" disabled={!canSend} className="btn btn-primary min-h-11">
            <Send aria-hidden="true" className="size-4" />
            {send.isPending ? 'Sending...' : 'Send offer mail'}
          </button>
        </div>
      </form>
    </>
  );
}
