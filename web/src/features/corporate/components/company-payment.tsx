// Step 3, once every row passes: the company that buys (legal name, GSTIN if it has one, billing
// address), how it pays when the shop takes bank transfers (online now, or by bank transfer to
// the shop's account), what the order comes to, and "Pay ₹X" (or "Place order — pay ₹X by bank
// transfer"). Stock and delivery slot places are taken only when the order is created, at Pay.
import { Landmark, ListOrdered, LockKeyhole } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useConfig } from '@/lib/api/get-config';
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
import type { CorporateCompany, CorporatePaymentMethod } from '../lib/corporate-types';

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

export const PAY_ONLINE = 'Pay online now (card, UPI, net banking)';
export const PAY_BY_TRANSFER = 'Bank transfer (NEFT, RTGS or IMPS)';
export const TRANSFER_TERMS = 'We confirm the order and reserve nothing more when the money arrives; the deliveries are booked now.';

/** "How will you pay?": online now, or by bank transfer to the shop's account (shown once chosen). */
function PaymentChoice({
  method,
  onChange,
  account,
}: {
  method: CorporatePaymentMethod;
  onChange: (method: CorporatePaymentMethod) => void;
  account: string;
}) {
  const id = useId();
  const transferId = `${id}-transfer`;
  const choices = [
    { value: 'online', title: PAY_ONLINE, icon: LockKeyhole },
    { value: 'bank_transfer', title: PAY_BY_TRANSFER, icon: Landmark },
  ] as const;
  return (
    <fieldset role="radiogroup" className="space-y-3">
      <legend className="font-display text-lg font-bold">How will you pay?</legend>
      {choices.map(({ value, title, icon: Icon }) => (
        <label
          key={value}
          className="flex cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm transition-colors hover:border-emerald-600 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-checked:ring-1 has-checked:ring-emerald-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-600 dark:border-stone-700 dark:bg-stone-900 dark:hover:border-emerald-400 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/50 dark:has-checked:ring-emerald-400"
        >
          <input
            type="radio"
            name="corporate-payment-method"
            value={value}
            checked={method === value}
            aria-describedby={value === 'bank_transfer' && method === value ? transferId : undefined}
            onChange={() => onChange(value)}
            className="size-4 shrink-0 accent-emerald-700 focus-visible:outline-none dark:accent-emerald-400"
          />
          <Icon aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
          <span className="font-semibold text-stone-900 dark:text-stone-100">{title}</span>
        </label>
      ))}
      {method === 'bank_transfer' && (
        <div id={transferId} data-testid="corporate-bank-transfer" className="rounded-2xl bg-stone-50 p-4 text-sm dark:bg-stone-900/60">
          <p className="text-stone-600 dark:text-stone-400">Pay to</p>
          <p className="font-semibold break-words text-stone-900 dark:text-stone-100">{account}</p>
          <p className="mt-2 text-stone-700 dark:text-stone-300">{TRANSFER_TERMS}</p>
        </div>
      )}
    </fieldset>
  );
}

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
  paymentMethod,
  setPaymentMethod,
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
  /** The way chosen, kept by the screen too; online whenever the shop takes no bank transfers. */
  paymentMethod: CorporatePaymentMethod;
  setPaymentMethod: (method: CorporatePaymentMethod) => void;
  busy: boolean;
  message: PayMessage | null;
  /** Pays with these company details, this way; `onFieldErrors` shows the server's field errors here. */
  onPay: (
    company: CorporateCompany,
    paymentMethod: CorporatePaymentMethod,
    onFieldErrors: (errors: Record<string, string> | undefined) => boolean,
  ) => void;
}) {
  const account = useConfig().data?.bankTransfer ?? null;
  const method: CorporatePaymentMethod = account ? paymentMethod : 'online';
  const byTransfer = method === 'bank_transfer';
  const total = formatMoney(totals.total);

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
    onPay(companyRequest(values), method, (serverErrors) => {
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
        {account && <PaymentChoice method={method} onChange={setPaymentMethod} account={account} />}
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
              {total}
            </dd>
          </div>
        </dl>
        <button type="submit" disabled={busy} aria-busy={busy} className="btn btn-primary mt-5 w-full">
          {byTransfer ? <Landmark aria-hidden="true" className="size-4" /> : <LockKeyhole aria-hidden="true" className="size-4" />}
          {byTransfer ? `Place order — pay ${total} by bank transfer` : `Pay ${total}`}
        </button>
        <p className="mt-3 text-xs text-stone-600 dark:text-stone-400">
          {byTransfer
            ? 'Stock and delivery slots are held for these recipients when you place the order. You pay once; each recipient gets a delivery of their own.'
            : 'Stock and delivery slots are held for these recipients only when you pay. You pay once; each recipient gets a delivery of their own.'}
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
