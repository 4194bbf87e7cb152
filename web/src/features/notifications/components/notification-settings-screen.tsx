// Notification settings (admin): who hears about the shop's orders and how — the owner's emails
// and WhatsApp number, which events send a message, the low-stock threshold, the hour of the
// morning summary of the day's deliveries (IST), and the WhatsApp Business account. The server's
// refusal shows above the Save button; a save says so there too.
import { LoaderCircle, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Loading } from '@/components/ui/loading';
import { Notice } from '@/components/ui/notice';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/text-field';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LOAD_FAILED, useNotificationSettings } from '../api/get-notification-settings';
import { SAVE_FAILED, useUpdateNotificationSettings } from '../api/update-notification-settings';
import {
  checkForm,
  EVENTS,
  formToRequest,
  hourLabel,
  OWNER_EMAILS_MAX,
  settingsToForm,
  THRESHOLD_MAX,
  type FormErrors,
  type NotificationFormValues,
  type NotificationSettings,
} from '../lib/settings-form';
import { SettingsSection } from './settings-section';
import { WhatsappFields } from './whatsapp-fields';

const TITLE = 'Notifications';
export const SAVED = 'Notification settings saved.';
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type Outcome = { tone: 'error' | 'success'; text: string };

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const [values, setValues] = useState<NotificationFormValues>(() => settingsToForm(saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const save = useUpdateNotificationSettings();
  const patch = (next: Partial<NotificationFormValues>) => setValues((v) => ({ ...v, ...next }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkForm(values);
    setErrors(found);
    setOutcome(null);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.mutate(formToRequest(values), {
      onSuccess: (answer) => {
        setValues(settingsToForm(answer));
        setOutcome({ tone: 'success', text: SAVED });
      },
      onError: (e) => setOutcome({ tone: 'error', text: e.message || SAVE_FAILED }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Notification settings" className="card max-w-3xl space-y-6 p-5 sm:p-6">
      <SettingsSection legend="Owner alerts" note="Where the shop's own alerts go: new orders, the morning summary and low stock.">
        <TextAreaField
          name="ownerEmails"
          label="Owner emails"
          value={values.ownerEmails}
          onChange={(e) => patch({ ownerEmails: e.target.value })}
          error={errors.ownerEmails}
          hint={`One per line, or separated by commas; at most ${OWNER_EMAILS_MAX}.`}
          rows={3}
          spellCheck={false}
          autoComplete="off"
          className="sm:col-span-2"
        />
        <TextField
          name="ownerWhatsapp"
          label="Owner's WhatsApp number"
          type="tel"
          value={values.ownerWhatsapp}
          onChange={(e) => patch({ ownerWhatsapp: e.target.value })}
          error={errors.ownerWhatsapp}
          hint="With the country code, e.g. +91 98220 12345. Leave empty for email only."
          maxLength={20}
          autoComplete="off"
        />
      </SettingsSection>
      <SettingsSection legend="Events" note="Which events send a message." className="grid gap-3 sm:grid-cols-2">
        {EVENTS.map(({ key, label, hint }) => (
          <div key={key}>
            <CheckboxField
              label={label}
              hint={hint}
              checked={values.events[key]}
              onChange={(e) => patch({ events: { ...values.events, [key]: e.target.checked } })}
            />
          </div>
        ))}
      </SettingsSection>
      <SettingsSection legend="Timing and stock">
        <TextField
          name="lowStockThreshold"
          label="Low-stock threshold"
          inputMode="numeric"
          value={values.lowStockThreshold}
          onChange={(e) => patch({ lowStockThreshold: e.target.value })}
          error={errors.lowStockThreshold}
          hint={`Alert when a product's stock falls to this number or below (0 to ${THRESHOLD_MAX}).`}
          maxLength={4}
          autoComplete="off"
        />
        <SelectField
          name="summaryHour"
          label="Morning summary hour (IST)"
          value={values.summaryHour}
          onChange={(e) => patch({ summaryHour: e.target.value })}
          error={errors.summaryHour}
          hint="When the summary of today's deliveries goes out, and gift recipients hear their gift is on its way."
        >
          {HOURS.map((hour) => (
            <option key={hour} value={String(hour)}>
              {hourLabel(hour)}
            </option>
          ))}
        </SelectField>
      </SettingsSection>
      <WhatsappFields
        values={values}
        saved={saved.whatsapp}
        onChange={patch}
        onSecret={(key, secret) => setValues((v) => ({ ...v, secrets: { ...v.secrets, [key]: secret } }))}
      />
      {outcome && (
        <Notice tone={outcome.tone} bodyAs="p">
          {outcome.text}
        </Notice>
      )}
      <div className="flex justify-end border-t border-stone-200 pt-5 dark:border-stone-800">
        <button type="submit" disabled={save.isPending} className="btn btn-primary px-6">
          {save.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Save aria-hidden="true" className="size-4" />}
          {save.isPending ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

export function NotificationSettingsScreen() {
  const settings = useNotificationSettings();
  useDocumentTitle(TITLE, 'admin');
  return (
    <>
      <div className="mb-6">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
        <p className="mt-1 max-w-3xl text-stone-600 dark:text-stone-400">
          Emails and WhatsApp messages about orders: alerts for you, and updates for customers who ask for them at
          checkout.
        </p>
      </div>
      {settings.isPending ? (
        <Loading label="Loading settings..." />
      ) : settings.isError ? (
        <Notice tone="error">{settings.error.message || LOAD_FAILED}</Notice>
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </>
  );
}
