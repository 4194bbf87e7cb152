// Checkout settings (issue 11 part 4): whether customers may pay cash on delivery, and up to what
// order total. Saved with a toast; the storefront's tile and checkout follow at once.
import { Banknote, LoaderCircle, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/lib/toast';
import { useCheckoutSettings, type CheckoutSettings } from '../api/get-checkout-settings';
import { useUpdateCheckoutSettings } from '../api/update-checkout-settings';
import { formToSettings, settingsToForm, type CheckoutSettingsForm } from '../lib/checkout-settings';
import { MSG, withReason } from '../lib/messages';
import { ErrorNote, Loading, PageHeader } from './admin-ui';

function SettingsForm({ saved }: { saved: CheckoutSettings }) {
  const id = useId();
  const [form, setForm] = useState<CheckoutSettingsForm>(() => settingsToForm(saved));
  const [limitError, setLimitError] = useState<string | undefined>();
  const save = useUpdateCheckoutSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = formToSettings(form);
    if ('error' in parsed) {
      setLimitError(parsed.error);
      document.getElementById(`${id}-limit`)?.focus();
      return;
    }
    setLimitError(undefined);
    save.mutate(parsed.settings, {
      onSuccess: (settings) => {
        setForm(settingsToForm(settings));
        toast.success(MSG.checkoutSettingsSaved);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="card max-w-2xl space-y-6 p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
          <Banknote aria-hidden="true" className="size-5" />
        </span>
        <div className="flex-1">
          <h2 id={`${id}-cod`} className="text-lg font-bold">
            Cash on delivery
          </h2>
          <p id={`${id}-cod-text`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            Customers may pay the courier in cash. Such orders wait as Pending with payment “COD due” until you
            record the cash on the order.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={form.codEnabled}
          aria-labelledby={`${id}-cod`}
          aria-describedby={`${id}-cod-text`}
          onClick={() => setForm((current) => ({ ...current, codEnabled: !current.codEnabled }))}
          className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
            form.codEnabled ? 'bg-emerald-700 dark:bg-emerald-600' : 'bg-stone-300 dark:bg-stone-600'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${form.codEnabled ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      <TextField
        id={`${id}-limit`}
        label="Largest order total for cash (₹)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="No limit"
        value={form.codMax}
        onChange={(event) => {
          setForm((current) => ({ ...current, codMax: event.target.value }));
          setLimitError(undefined);
        }}
        error={limitError}
        hint="Leave empty for no limit. Larger orders must be paid online."
        className="max-w-xs"
      />
      {save.isError && <ErrorNote>{withReason(MSG.checkoutSettingsSaveFailed, save.error)}</ErrorNote>}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Save aria-hidden="true" className="size-4" />}
        Save settings
      </button>
    </form>
  );
}

export function CheckoutSettingsScreen() {
  const settings = useCheckoutSettings();
  return (
    <>
      <PageHeader title="Checkout settings" description="How customers may pay." />
      {settings.isPending ? (
        <Loading label="Loading settings..." />
      ) : settings.isError ? (
        <ErrorNote>{withReason(MSG.checkoutSettingsFailed, settings.error)}</ErrorNote>
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </>
  );
}
