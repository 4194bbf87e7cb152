// Corporate gifting (signed in): a company sends gifts to up to 1,000 people in one order. It
// downloads the template, fills in a row per recipient, and sends the file (or pastes its rows);
// the server checks every row (POST /api/corporate/check) and the rows it refuses are fixed here,
// in place. Once every row passes, the company's details and one payment (online now, or by bank
// transfer when the shop takes them) place a parent order with a delivery per recipient, followed
// on the order's page. Nothing is reserved before Pay.
import { Building2, Gift, PackageCheck, Truck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Notice } from '@/components/ui/notice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCorporatePayment } from '../hooks/use-corporate-payment';
import { useRecipientRows } from '../hooks/use-recipient-rows';
import { emptyCompany, type CompanyErrors, type CompanyValues } from '../lib/company-form';
import type { CorporateCompany, CorporatePaymentMethod } from '../lib/corporate-types';
import { itemCount } from '../lib/rows';
import { CompanyPayment } from './company-payment';
import { RowsInput } from './rows-input';
import { RowsReview } from './rows-review';

const TITLE = 'Corporate gifting';
export const NOTHING_RESERVED =
  'Nothing is reserved until you pay: checking the rows holds no stock and no delivery slot. They are taken when you press Pay.';

function Step({ number, title, children, headingRef }: { number: number; title: string; children: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card min-w-0 p-4 sm:p-6">
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="font-display text-xl font-bold outline-none">
        <span className="mr-2 inline-grid size-8 place-items-center rounded-full bg-emerald-700 text-base text-white" aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

const POINTS = [
  { icon: Gift, text: 'One row per recipient: their address, the hamper or fruit, a card message, and the day and slot.' },
  { icon: PackageCheck, text: 'We check every row before you pay and show what to fix, right here.' },
  { icon: Building2, text: 'One payment and one GST invoice in the company’s name.' },
  { icon: Truck, text: 'Follow every delivery from one order page.' },
];

export function CorporateScreen() {
  useDocumentTitle(TITLE);
  const recipients = useRecipientRows();
  const payment = useCorporatePayment();
  const [company, setCompany] = useState<CompanyValues>(emptyCompany);
  const [companyErrors, setCompanyErrors] = useState<CompanyErrors>({});
  const [paymentMethod, setPaymentMethod] = useState<CorporatePaymentMethod>('online');
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const [focusReview, setFocusReview] = useState(false);

  const { rows, summary, stale, checking } = recipients;
  const ready = summary !== null && summary.valid && !stale && !checking && rows.length > 0;

  // After a file is read, its check's outcome is where the buyer reads on.
  useEffect(() => {
    if (focusReview && !checking && reviewHeading.current) {
      reviewHeading.current.focus();
      setFocusReview(false);
    }
  }, [focusReview, checking]);

  const pay = (
    details: CorporateCompany,
    method: CorporatePaymentMethod,
    onFieldErrors: (errors: Record<string, string> | undefined) => boolean,
  ) => {
    void payment.pay(
      rows.map((row) => row.values),
      details,
      method,
      {
        onFieldErrors,
        onRowsChanged: () => {
          void recipients.check(rows);
          setFocusReview(true);
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
      <p className="mt-2 max-w-3xl text-stone-700 dark:text-stone-300">
        Send fruit and hampers to your team, clients or partners: up to 1,000 recipients in one order, each delivered to their own
        door.
      </p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-50">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
            {text}
          </li>
        ))}
      </ul>
      <Notice tone="info" className="mt-5" bodyAs="p">
        {NOTHING_RESERVED}
      </Notice>

      <div className="mt-6 space-y-6">
        <Step number={1} title="Add your recipients">
          <RowsInput
            busy={checking || payment.busy}
            onRows={(values) => {
              setFocusReview(true);
              recipients.load(values);
            }}
          />
        </Step>

        {rows.length > 0 || summary ? (
          <Step number={2} title="Check the rows" headingRef={reviewHeading}>
            {!ready && payment.message && (
              <Notice tone={payment.message.tone} className="mb-4">
                {payment.message.text}
              </Notice>
            )}
            <RowsReview recipients={recipients} />
          </Step>
        ) : null}

        {ready && summary && (
          <Step number={3} title="Company and payment">
            <CompanyPayment
              values={company}
              setValues={setCompany}
              errors={companyErrors}
              setErrors={setCompanyErrors}
              totals={summary.totals}
              items={itemCount({ ...summary, rows: rows.map((row) => row.check ?? { errors: {}, line: null }) })}
              paymentMethod={paymentMethod}
              setPaymentMethod={setPaymentMethod}
              busy={payment.busy}
              message={payment.message}
              onPay={pay}
            />
          </Step>
        )}
      </div>
    </div>
  );
}
