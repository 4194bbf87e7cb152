// Business and invoice settings (admin): the seller named on every GST invoice — legal name, GSTIN,
// FSSAI number, address, state — the invoice number prefix, and (issue 28) the customer care
// contacts and grievance officer the Seller information page shows. Invoices already issued keep
// what they show.
import { AlertCircle, LoaderCircle, ReceiptText } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LOAD_FAILED, useInvoiceSettings, type InvoiceSettings } from '../api/get-invoice-settings';
import { SAVE_FAILED, useUpdateInvoiceSettings } from '../api/update-invoice-settings';
import { checkSettings, settingsRequest, settingsToForm, type SettingsFormValues, type StateCode } from '../lib/settings-form';

const TITLE = 'Business and invoice settings';

function Alert({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** A titled group of fields (customer care, grievance officer) with an optional note under its title. */
function Group({ legend, note, children }: { legend: string; note?: string; children: ReactNode }) {
  const noteId = useId();
  return (
    <div className="border-t border-stone-200 pt-5 dark:border-stone-800">
      <fieldset aria-describedby={note ? noteId : undefined}>
        <legend className="font-display text-lg font-bold text-stone-900 dark:text-stone-50">{legend}</legend>
        {note && (
          <p id={noteId} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {note}
          </p>
        )}
        <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
      </fieldset>
    </div>
  );
}

function SettingsForm({ settings }: { settings: InvoiceSettings }) {
  const id = useId();
  const [values, setValues] = useState<SettingsFormValues>(() => settingsToForm(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useUpdateInvoiceSettings();
  const set = <K extends keyof SettingsFormValues>(key: K, value: SettingsFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkSettings(values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(settingsRequest(values), {
      onSuccess: (saved) => {
        setValues(settingsToForm(saved));
        toast.success('Invoice settings saved');
      },
      onError: (e) => {
        setErrors(e instanceof ApiError ? (e.errors ?? {}) : {});
        setMessage(e.message || SAVE_FAILED);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="card max-w-3xl space-y-5 p-5 sm:p-6">
      {message && <Alert>{message}</Alert>}
      <TextField
        label="Legal name"
        required
        value={values.legalName}
        onChange={(e) => set('legalName', e.target.value)}
        error={errors.legalName}
        hint="The registered name of the business, as on the GST certificate."
        maxLength={150}
        autoComplete="organization"
      />
      <TextField
        label="GSTIN"
        value={values.gstin}
        onChange={(e) => set('gstin', e.target.value.toUpperCase())}
        error={errors.gstin}
        hint="15 characters, e.g. 27AAPFU0939F1ZV. Leave empty if the shop is not registered: invoices then charge no GST."
        maxLength={20}
        autoComplete="off"
        spellCheck={false}
      />
      <div>
        <label htmlFor={`${id}-address`} className="mb-1.5 block text-sm font-semibold text-stone-800 dark:text-stone-200">
          Address
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            *
          </span>
        </label>
        <textarea
          id={`${id}-address`}
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
          rows={3}
          maxLength={500}
          required
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? `${id}-address-error` : undefined}
          className="field py-2.5"
        />
        {errors.address && (
          <p id={`${id}-address-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
            {errors.address}
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-state`} className="mb-1.5 block text-sm font-semibold text-stone-800 dark:text-stone-200">
            State
          </label>
          <select
            id={`${id}-state`}
            value={values.state}
            onChange={(e) => set('state', e.target.value as StateCode)}
            aria-describedby={`${id}-state-hint`}
            className="field py-2.5"
          >
            {settings.states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name} ({s.code})
              </option>
            ))}
          </select>
          <p id={`${id}-state-hint`} className="mt-1.5 text-xs text-stone-600 dark:text-stone-400">
            {errors.state ?? 'Orders delivered in this state pay CGST + SGST; elsewhere IGST.'}
          </p>
        </div>
        <TextField
          label="Invoice number prefix"
          required
          value={values.prefix}
          onChange={(e) => set('prefix', e.target.value.toUpperCase())}
          error={errors.prefix}
          hint={`Next invoice: ${settings.nextNumber}. Numbers restart at 1 every 1 April.`}
          maxLength={4}
          autoComplete="off"
        />
      </div>
      <TextField
        label="FSSAI licence or registration number"
        value={values.fssai}
        onChange={(e) => set('fssai', e.target.value)}
        error={errors.fssai}
        hint="14 digits. Printed on every invoice, bill of supply and packing slip."
        maxLength={20}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
      <Group legend="Customer care" note="Shown on the Seller information page. Leave empty to use the shop's phone and email.">
        <TextField
          label="Phone"
          type="tel"
          value={values.carePhone}
          onChange={(e) => set('carePhone', e.target.value)}
          error={errors.carePhone}
          maxLength={20}
          autoComplete="off"
        />
        <TextField
          label="Email"
          type="email"
          value={values.careEmail}
          onChange={(e) => set('careEmail', e.target.value)}
          error={errors.careEmail}
          maxLength={254}
          autoComplete="off"
        />
      </Group>
      <Group
        legend="Grievance officer"
        note="The Consumer Protection (E-Commerce) Rules, 2020 ask online sellers to name one. Fill in the name, designation and email (the phone is optional), or leave all empty to have complaints handled by customer care."
      >
        <TextField
          label="Name"
          value={values.grievanceName}
          onChange={(e) => set('grievanceName', e.target.value)}
          error={errors.grievanceName}
          maxLength={100}
          autoComplete="off"
        />
        <TextField
          label="Designation"
          value={values.grievanceDesignation}
          onChange={(e) => set('grievanceDesignation', e.target.value)}
          error={errors.grievanceDesignation}
          maxLength={100}
          autoComplete="off"
        />
        <TextField
          label="Phone"
          labelExtra={<span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>}
          type="tel"
          value={values.grievancePhone}
          onChange={(e) => set('grievancePhone', e.target.value)}
          error={errors.grievancePhone}
          maxLength={20}
          autoComplete="off"
        />
        <TextField
          label="Email"
          type="email"
          value={values.grievanceEmail}
          onChange={(e) => set('grievanceEmail', e.target.value)}
          error={errors.grievanceEmail}
          maxLength={254}
          autoComplete="off"
        />
      </Group>
      <div className="flex justify-end border-t border-stone-200 pt-5 dark:border-stone-800">
        <button type="submit" disabled={save.isPending} className="btn btn-primary px-6">
          {save.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {save.isPending ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

export function InvoiceSettingsScreen() {
  const settings = useInvoiceSettings();
  useDocumentTitle(TITLE, 'admin');
  return (
    <>
      <div className="mb-6">
        <h1 className="flex items-center gap-2 font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">
          <ReceiptText aria-hidden="true" className="size-7 text-emerald-700 dark:text-emerald-400" />
          {TITLE}
        </h1>
        <p className="mt-1 max-w-3xl text-stone-600 dark:text-stone-400">
          Every paid order gets a numbered GST invoice with these details, and the Seller information page shows them
          to customers. Changes apply to invoices issued from now on; past invoices never change.
        </p>
      </div>
      {settings.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-stone-600 dark:text-stone-400">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Loading...
        </p>
      ) : settings.isError ? (
        <Alert>{settings.error.message || LOAD_FAILED}</Alert>
      ) : (
        <SettingsForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
      )}
    </>
  );
}
