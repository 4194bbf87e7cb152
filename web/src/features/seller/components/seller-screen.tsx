// The Seller information page (issue 28): who sells on the site and how to reach them, as the
// Consumer Protection (E-Commerce) Rules, 2020 ask — the legal name, address, state, GSTIN and
// FSSAI number, customer care, the grievance officer (or a note that customer care handles
// complaints) and where the delivery, returns, refunds and payment policies are.
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SELLER_LOAD_FAILED, useSeller, type Seller } from '@/lib/api/get-seller';
import { telHref } from '@/lib/contact-links';

const TITLE = 'Seller information';

const linkClass = 'rounded font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950 dark:text-emerald-300 dark:hover:text-emerald-100';

/** One labelled detail of a section. */
function Detail({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="font-semibold text-stone-600 dark:text-stone-400">{term}</dt>
      <dd data-testid={testId} className="break-words text-stone-900 dark:text-stone-100">
        {children}
      </dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-6 sm:p-8">
      <h2 id={id} className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Phone({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={linkClass}>
      {phone}
    </a>
  );
}

function Email({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

function SellerDetails({ seller }: { seller: Seller }) {
  const officer = seller.grievanceOfficer;
  return (
    <div className="mt-8 space-y-6">
      <Section id="seller-heading" title="Seller">
        <dl className="space-y-3">
          <Detail term="Legal name" testId="seller-legal-name">
            {seller.legalName}
          </Detail>
          <Detail term="Address">
            <span className="whitespace-pre-line">{seller.address}</span>
          </Detail>
          <Detail term="State">{seller.state}</Detail>
          {seller.gstin && (
            <Detail term="GSTIN" testId="seller-gstin">
              <span className="tabular-nums">{seller.gstin}</span>
            </Detail>
          )}
          {seller.fssai && (
            <Detail term="FSSAI licence number" testId="seller-fssai">
              <span className="tabular-nums">{seller.fssai}</span>
            </Detail>
          )}
        </dl>
      </Section>
      <Section id="care-heading" title="Customer care">
        <dl className="space-y-3">
          {seller.carePhone && (
            <Detail term="Phone">
              <Phone phone={seller.carePhone} />
            </Detail>
          )}
          {seller.careEmail && (
            <Detail term="Email">
              <Email email={seller.careEmail} />
            </Detail>
          )}
          <Detail term="Hours">{seller.hours}</Detail>
        </dl>
      </Section>
      <Section id="grievance-heading" title="Grievance officer">
        {officer ? (
          <dl className="space-y-3" data-testid="grievance-officer">
            <Detail term="Name">{officer.name}</Detail>
            <Detail term="Designation">{officer.designation}</Detail>
            <Detail term="Email">
              <Email email={officer.email} />
            </Detail>
            {officer.phone && (
              <Detail term="Phone">
                <Phone phone={officer.phone} />
              </Detail>
            )}
          </dl>
        ) : (
          <p className="text-stone-700 dark:text-stone-300">Complaints are handled by customer care.</p>
        )}
      </Section>
      <p className="px-1 leading-relaxed text-stone-700 dark:text-stone-300">
        Delivery, returns, refunds and payment policies:{' '}
        <Link to="/shipping" className={linkClass}>
          Shipping &amp; delivery
        </Link>
        ,{' '}
        <Link to="/terms" className={linkClass}>
          Terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={linkClass}>
          Privacy
        </Link>
        . Questions?{' '}
        <Link to="/contact" className={linkClass}>
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}

export function SellerScreen() {
  const seller = useSeller();
  useDocumentTitle(TITLE);
  return (
    <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
      <p className="mt-3 text-lg text-stone-700 dark:text-stone-300">
        {seller.data ? `${seller.data.shopName} is run by the business below.` : 'Who sells on this site, and how to reach them.'}
      </p>
      {seller.isPending ? (
        <p role="status" className="mt-8 flex items-center gap-2 text-stone-600 dark:text-stone-400">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Loading...
        </p>
      ) : seller.isError ? (
        <p role="alert" className="mt-8 rounded-2xl bg-red-50 p-6 text-center font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
          {seller.error.message || SELLER_LOAD_FAILED}
        </p>
      ) : (
        <SellerDetails seller={seller.data} />
      )}
    </div>
  );
}
