// /your-data — "Your personal data": the notice of GET /api/privacy/notice, written from what the
// shop stores and which services it uses (DPDP Act, 2023): who is responsible, each kind of data
// (what, why, how long), the services it is shared with, the customer's rights and the grievance
// officer. Signed-in customers get a link to their own privacy controls.
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref } from '@/lib/contact-links';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NOTICE_FAILED, usePrivacyNotice } from '../api/get-notice';
import type { PrivacyNotice } from '../types';
import { Card, Detail, linkClass, Loading, Note } from './parts';

const TITLE = 'Your personal data';

function Email({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

function Phone({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={linkClass}>
      {phone}
    </a>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400">{label}</dt>
      <dd className="mt-1 text-stone-800 dark:text-stone-200">{children}</dd>
    </div>
  );
}

/** Where a visitor manages their own data: the account's controls, or signing in first. */
function YourControls() {
  const { isAuthenticated, isAdmin } = useSession();
  if (isAdmin) return null;
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3 rounded-2xl bg-emerald-50 p-4 dark:bg-emerald-950/40">
      <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-700 dark:text-emerald-300" />
      {isAuthenticated ? (
        <p className="flex-1 text-stone-800 dark:text-stone-200">
          Choose which messages you get, download a copy of your data or delete your account in{' '}
          <Link to="/profile/privacy" className={linkClass}>
            Privacy and your data
          </Link>
          .
        </p>
      ) : (
        <p className="flex-1 text-stone-800 dark:text-stone-200">
          Have an account?{' '}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>{' '}
          to choose which messages you get, download a copy of your data or delete your account.
        </p>
      )}
    </div>
  );
}

function Notice({ notice }: { notice: PrivacyNotice }) {
  const { controller, grievanceOfficer: officer } = notice;
  return (
    <div className="mt-8 space-y-6">
      <Card id="controller-heading" title="Who is responsible">
        <p className="text-stone-700 dark:text-stone-300">This business decides how your personal data is used and answers for it.</p>
        <dl className="mt-4 space-y-3">
          <Detail term="Name">{controller.legalName}</Detail>
          <Detail term="Address">
            <span className="whitespace-pre-line">{controller.address}</span>
          </Detail>
          <Detail term="Email">
            <Email email={controller.email} />
          </Detail>
          {controller.phone && (
            <Detail term="Phone">
              <Phone phone={controller.phone} />
            </Detail>
          )}
        </dl>
      </Card>

      <section aria-labelledby="sections-heading">
        <h2 id="sections-heading" className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50">
          What we keep, why, and for how long
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {notice.sections.map((section, index) => (
            <li key={section.title} className="card flex flex-col p-5 sm:p-6" data-testid="notice-section">
              <h3 id={`notice-section-${index}`} className="font-display text-xl font-bold text-stone-900 dark:text-stone-50">
                {section.title}
              </h3>
              <dl className="mt-3 space-y-3 text-sm leading-relaxed">
                <Labelled label="What we keep">
                  <ul className="list-disc space-y-0.5 pl-5">
                    {section.data.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </Labelled>
                <Labelled label="Why">{section.purpose}</Labelled>
                <Labelled label="How long">{section.kept}</Labelled>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <Card id="processors-heading" title="Services we share data with">
        {notice.processors.length === 0 ? (
          <p className="text-stone-700 dark:text-stone-300">We do not share your personal data with other services.</p>
        ) : (
          <>
            <p className="text-stone-700 dark:text-stone-300">
              These services handle some of your data for us, only for the purpose shown.
            </p>
            <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800">
              {notice.processors.map((processor) => (
                <li key={processor.name} className="grid gap-0.5 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                  <span className="font-semibold text-stone-900 dark:text-stone-100">{processor.name}</span>
                  <span className="text-stone-700 dark:text-stone-300">{processor.purpose}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>

      <Card id="rights-heading" title="Your rights">
        <ul className="list-disc space-y-1.5 pl-5 leading-relaxed text-stone-800 dark:text-stone-200">
          {notice.rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <YourControls />
      </Card>

      <Card id="grievance-heading" title="Grievance officer">
        {officer ? (
          <>
            <p className="text-stone-700 dark:text-stone-300">For a question or complaint about your personal data, write to:</p>
            <dl className="mt-4 space-y-3" data-testid="privacy-grievance-officer">
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
          </>
        ) : (
          <p className="text-stone-700 dark:text-stone-300">
            For a question or complaint about your personal data, write to <Email email={controller.email} />.
          </p>
        )}
      </Card>
    </div>
  );
}

export function YourDataScreen() {
  const notice = usePrivacyNotice();
  useDocumentTitle(TITLE);
  return (
    <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
      <p className="mt-3 text-lg text-stone-700 dark:text-stone-300">
        What we keep about you, why, for how long, and what you can ask us to do with it.
      </p>
      {notice.isPending ? (
        <Loading />
      ) : notice.isError ? (
        <Note tone="error" className="mt-8">
          {notice.error.message || NOTICE_FAILED}
        </Note>
      ) : (
        <Notice notice={notice.data} />
      )}
    </div>
  );
}
