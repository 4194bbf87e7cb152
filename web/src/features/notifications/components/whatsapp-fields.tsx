// The WhatsApp Business part of the notification settings: the phone number id, the three secrets
// (never shown: a saved one says so, an empty field keeps it, "Remove" clears it), the template
// language, and the webhook address to paste into Meta. Until WhatsApp is set up, how to do it.
import { CheckboxField, TextField } from '@/components/ui/text-field';
import { Notice } from '@/components/ui/notice';
import type { NotificationFormValues, NotificationSettings, SecretKey, SecretValue } from '../lib/settings-form';
import { SettingsSection } from './settings-section';

const SECRET_FIELDS: readonly { key: SecretKey; label: string; setKey: 'accessTokenSet' | 'appSecretSet' | 'verifyTokenSet' }[] = [
  { key: 'accessToken', label: 'Access token', setKey: 'accessTokenSet' },
  { key: 'appSecret', label: 'App secret', setKey: 'appSecretSet' },
  { key: 'verifyToken', label: 'Webhook verify token', setKey: 'verifyTokenSet' },
];

interface WhatsappFieldsProps {
  values: NotificationFormValues;
  saved: NotificationSettings['whatsapp'];
  onChange: (patch: Partial<Pick<NotificationFormValues, 'phoneNumberId' | 'language'>>) => void;
  onSecret: (key: SecretKey, secret: SecretValue) => void;
}

export function WhatsappFields({ values, saved, onChange, onSecret }: WhatsappFieldsProps) {
  return (
    <SettingsSection
      legend="WhatsApp Business"
      note="Order updates and owner alerts go out from your WhatsApp Business number through Meta's Cloud API."
    >
      {!saved.configured && (
        <Notice tone="info" className="sm:col-span-2" bodyAs="p">
          <span className="whitespace-pre-line">{saved.howToEnable}</span>
        </Notice>
      )}
      <TextField
        label="Phone number id"
        value={values.phoneNumberId}
        onChange={(e) => onChange({ phoneNumberId: e.target.value })}
        hint="From Meta's WhatsApp API setup page (not the phone number itself)."
        maxLength={40}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        label="Template language"
        value={values.language}
        onChange={(e) => onChange({ language: e.target.value })}
        hint="The language code of your approved message templates, e.g. en or hi; empty for en."
        maxLength={10}
        autoComplete="off"
        spellCheck={false}
        className="max-w-xs"
      />
      {SECRET_FIELDS.map(({ key, label, setKey }) => {
        const secret = values.secrets[key];
        const isSaved = saved[setKey];
        return (
          <div key={key}>
            <TextField
              label={label}
              type="password"
              value={secret.clear ? '' : secret.value}
              disabled={secret.clear}
              onChange={(e) => onSecret(key, { value: e.target.value, clear: false })}
              placeholder={isSaved ? '••••••••' : undefined}
              hint={secret.clear ? 'Will be removed when you save.' : isSaved ? 'Saved — leave empty to keep' : 'Not set.'}
              maxLength={500}
              autoComplete="new-password"
              spellCheck={false}
            />
            {isSaved && (
              <CheckboxField
                label={`Remove the saved ${label.toLowerCase()}`}
                checked={secret.clear}
                onChange={(e) => onSecret(key, { value: '', clear: e.target.checked })}
                className="mt-2 font-normal"
              />
            )}
          </div>
        );
      })}
      <TextField
        label="Webhook URL"
        value={saved.webhookUrl}
        readOnly
        hint="Paste this into the webhook settings of your app in Meta, with the verify token above, to hear when messages are delivered and read."
        controlClassName="font-mono text-sm"
        onFocus={(e) => e.target.select()}
        className="sm:col-span-2"
      />
    </SettingsSection>
  );
}
