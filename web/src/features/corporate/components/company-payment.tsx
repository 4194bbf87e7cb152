// Step 3, once every row passes: the company that buys (legal name, GSTIN if it has one, billing
// address), what the order comes to, and "Pay ₹X". Stock and delivery slot places are taken only
// when the order is created, at Pay.
import { ListOrdered, LockKeyhole } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { revealAndFocus } from '@/lib/focus-field';
import { formatMoney } from '@/lib/format/money';
import type { CorporateTotals } from '../lib/corporate-types';
import {
  ADDRESS_PARTS,
  COMPANY_FIELDS,
  COMPANY_LABELS,
  serverCompanyErrors,
  validateCompany,
  type CompanyErrors,
  type CompanyField,
  type CompanyValues,
  companyRequest,
} from '../lib/company-form';
import type { PayMessage } from '../hooks/use-corporate-payment';
import type { CorporateCompany } from '../lib/corporate-types';

const fieldId = (field: CompanyField) => `company-${field}`;

const AUTOCOMPLETE: Record<CompanyField, string> = {
  legalName: 'organization',
  gstin: 'off',
  name: 'name',
  mobile: 'tel-national',
  street: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country-name',
};

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd data-testid={testId} className="font-semibold tabular-nums">
        {value}
      </dd>
    </div>
  );
}

export function CompanyPayment({
  values,
  setValues,
  errors,
  setErrors,
  totals,
  items,
  busy,
  message,
  onPay,
}: {
  /** Kept by the screen, so a refused payment that sends the buyer back to the rows keeps them. */
  values: CompanyValues;
  setValues: (update: (current: CompanyValues) => CompanyValues) => void;
  errors: CompanyErrors;
  setErrors: (errors: CompanyErrors) => void;
  totals: CorporateTotals;
  items: number;
  busy: boolean;
  message: PayMessage | null;
  /** Pays with these company details; `onFieldErrors` shows the server's field errors here. */
  onPay: (company: CorporateCompany, onFieldErrors: (errors: Record<string, string> | undefined) => boolean) => void;
}) {
  const showErrors = (found: CompanyErrors) => {
    setErrors(found);
    const first = COMPANY_FIELDS.find((field) => found[field]);
    if (first) revealAndFocus(document.getElementById(fieldId(first)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompany(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    onPay(companyRequest(values), (serverErrors) => {
      const mine = serverCompanyErrors(serverErrors);
      if (Object.keys(mine).length === 0) return false;
      showErrors(mine);
      return true;
    });
  };

  const field = (name: CompanyField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={COMPANY_LABELS[name]}
      value={values[name]}
      error={errors[name]}
      autoComplete={AUTOCOMPLETE[name]}
      onChange={(event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Company and payment" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <fieldset className="space-y-4">
          <legend className="font-display text-lg font-bold">Company</legend>
          {field('legalName', { required: true, hint: 'As registered: the tax invoice is made out to it.' })}
          {field('gstin', {
            labelExtra: '(optional)',
            hint: 'With a GSTIN the tax invoice carries it, so the company can claim the input tax credit.',
            controlClassName: 'font-mono uppercase',
            maxLength: 20,
          })}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="font-display text-lg font-bold">Billing address</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {ADDRESS_PARTS.map((name) => (
              <div key={name} className={name === 'street' ? 'sm:col-span-2' : ''}>
                {field(name, { required: true, inputMode: name === 'mobile' || name === 'zip' ? 'numeric' : undefined })}
              </div>
            ))}
          </div>
        </fieldset>
      </div>
      <aside aria-labelledby="corporate-totals" className="card h-fit min-w-0 p-5">
        <h3 id="corporate-totals" className="font-display text-lg font-bold">
          Order total
        </h3>
        <dl className="mt-4 space-y-3 text-sm">
          <Total label="Recipients" value={String(totals.recipients)} testId="corporate-recipients" />
          <Total label="Items" value={String(items)} testId="corporate-items" />
          <Total label="Subtotal" value={formatMoney(totals.subtotal)} testId="corporate-subtotal" />
          <Total label="Delivery" value={totals.delivery === 0 ? 'Free' : formatMoney(totals.delivery)} testId="corporate-delivery" />
          <div className="flex justify-between gap-3 border-t border-stone-200 pt-3 text-base dark:border-stone-700">
            <dt className="font-bold">Total</dt>
            <dd data-testid="corporate-total" className="font-extrabold tabular-nums">
              {formatMoney(totals.total)}
            </dd>
          </div>
        </dl>
        <button type="submit" disabled={busy} aria-busy={busy} className="btn btn-primary mt-5 w-full">
          <LockKeyhole aria-hidden="true" className="size-4" />
          Pay {formatMoney(totals.total)}
        </button>
        <p className="mt-3 text-xs text-stone-600 dark:text-stone-400">
          Stock and delivery slots are held for these recipients only when you pay. You pay once; each recipient gets a delivery of
          their own.
        </p>
        {message && (
          <div className="mt-4">
            <Notice tone={message.tone}>
              <p>{message.text}</p>
              {message.showOrders && (
                <Link to="/profile/orders" className="mt-2 inline-flex items-center gap-1.5 font-semibold underline underline-offset-2">
                  <ListOrdered aria-hidden="true" className="size-4" />
                  Go to my orders
                </Link>
              )}
            </Notice>
          </div>
        )}
      </aside>
    </form>
  );
}
