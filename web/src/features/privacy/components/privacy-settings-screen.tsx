// /profile/privacy — "Privacy and your data" in the account: the message consents, a copy of the
// customer's data (JSON or a readable page) and, in a danger zone, deleting the account.
import { FileJson, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadButton } from '@/components/ui/download-button';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileFlags } from '../api/delete-account';
import { downloadMyData } from '../api/my-data';
import { ConsentSettings } from './consent-settings';
import { DeleteAccountDialog } from './delete-account-dialog';
import { Card, linkClass } from './parts';

const TITLE = 'Privacy and your data';

const downloadClass = 'btn btn-outline min-h-11 w-full sm:w-auto';

function YourDataCard() {
  return (
    <Card id="my-data-heading" title="A copy of your data">
      <p className="text-stone-700 dark:text-stone-300">
        Everything we keep about you: your account, addresses, orders and choices. The JSON file is for other apps; the readable
        copy opens in any browser.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <DownloadButton label="Download my data (JSON)" fetchFile={() => downloadMyData('json')} className={downloadClass} />
        <DownloadButton label="Download my data (readable)" fetchFile={() => downloadMyData('html')} className={downloadClass} />
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
        <FileJson aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Why we keep each thing, and for how long:{' '}
          <Link to="/your-data" className={linkClass}>
            Your personal data
          </Link>
        </span>
      </p>
    </Card>
  );
}

function DangerZone() {
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const flags = useProfileFlags();
  // The profile says whether the account has a password; until it answers, the sign-in answer
  // kept in the session does (a guest's, or one stored before it was sent, has none), and asking
  // for one is the safe side.
  const stored = user && 'hasPassword' in user ? user.hasPassword : undefined;
  const hasPassword = flags.data?.hasPassword ?? stored ?? true;
  return (
    <section aria-labelledby="danger-heading" className="card border-2 border-red-200 p-5 sm:p-7 dark:border-red-900">
      <h2 id="danger-heading" className="font-display text-2xl font-bold text-red-800 dark:text-red-300">
        Danger zone
      </h2>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        Delete your account and the personal data we keep about you. Invoices stay, as tax law requires, without your name and
        address.
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="btn mt-4 min-h-11 w-full border border-red-300 bg-white text-red-800 hover:bg-red-50 sm:w-auto dark:border-red-800 dark:bg-stone-900 dark:text-red-300 dark:hover:bg-red-950/50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete my account
      </button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} hasPassword={hasPassword} />
    </section>
  );
}

export function PrivacySettingsScreen() {
  useDocumentTitle(TITLE);
  return (
    <div>
      <header className="mb-6">
        {/* Focused when the account menu changes page, so screen readers start at the new heading. */}
        <h1 data-account-heading tabIndex={-1} className="font-display text-3xl font-extrabold tracking-tight outline-none">
          {TITLE}
        </h1>
        <p className="mt-1 text-stone-600 dark:text-stone-400">Your choices, a copy of your data, and deleting your account.</p>
      </header>
      <div className="space-y-5">
        <ConsentSettings />
        <YourDataCard />
        <DangerZone />
      </div>
    </div>
  );
}
