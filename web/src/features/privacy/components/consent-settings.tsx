// The two consents of the account (marketing mail, WhatsApp order updates): separate checkboxes,
// each saved as soon as it changes, with what was saved said back and since when it is given.
import { useId, useState } from 'react';
import { CONSENT_SAVE_FAILED, useConsents, useUpdateConsents } from '../api/consents';
import { CONSENT_KINDS, CONSENT_TEXTS, consentSaved, consentSince } from '../lib/privacy-text';
import type { ConsentKind, Consents } from '../types';
import { Card, Loading, Note } from './parts';

function ConsentBox({
  kind,
  consents,
  shown,
  onChange,
}: {
  kind: ConsentKind;
  consents: Consents;
  /** What the box shows while its change is being saved; the saved answer otherwise. */
  shown: boolean | undefined;
  onChange: (kind: ConsentKind, given: boolean) => void;
}) {
  const sinceId = useId();
  const saved = consents[kind];
  const given = shown ?? saved;
  const at = kind === 'marketing' ? consents.marketingAt : consents.whatsappAt;
  return (
    <li className="rounded-xl px-3 py-1.5 hover:bg-stone-50 dark:hover:bg-stone-800/60">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-stone-900 dark:text-stone-100">
        <input
          type="checkbox"
          name={kind}
          checked={given}
          aria-describedby={sinceId}
          onChange={(event) => onChange(kind, event.target.checked)}
          className="size-5 shrink-0 rounded border-stone-400 accent-emerald-700 dark:accent-emerald-500"
        />
        {CONSENT_TEXTS[kind]}
      </label>
      <p id={sinceId} className="-mt-1 pb-1 pl-8 text-sm text-stone-600 dark:text-stone-400" data-testid={`${kind}-since`}>
        {shown === undefined ? consentSince(saved, at) : 'Saving...'}
      </p>
    </li>
  );
}

export function ConsentSettings() {
  const consents = useConsents();
  const update = useUpdateConsents();
  const [saved, setSaved] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The boxes follow a click at once (the box keeps focus and is never disabled); the saved answer
  // takes over when it comes, or the box goes back with an error.
  const [draft, setDraft] = useState<Partial<Record<ConsentKind, boolean>>>({});

  const change = (kind: ConsentKind, given: boolean) => {
    setSaved(null);
    setDraft((current) => ({ ...current, [kind]: given }));
    update.mutate(
      { [kind]: given },
      {
        onSuccess: () => setSaved({ tone: 'success', text: consentSaved(kind, given) }),
        onError: (error) => setSaved({ tone: 'error', text: error.message || CONSENT_SAVE_FAILED }),
        onSettled: () =>
          setDraft((current) => {
            const next = { ...current };
            delete next[kind];
            return next;
          }),
      },
    );
  };

  return (
    <Card id="consents-heading" title="Messages we send you">
      <p className="text-stone-700 dark:text-stone-300">
        We always email you about the orders you place. Anything more only if you want it; you can change your mind at any time.
      </p>
      {consents.isPending ? (
        <Loading label="Loading your choices..." />
      ) : consents.isError ? (
        <Note tone="error" className="mt-4">
          {consents.error.message}
        </Note>
      ) : (
        <ul className="-mx-3 mt-3 space-y-1" aria-label="Your choices">
          {CONSENT_KINDS.map((kind) => (
            <ConsentBox key={kind} kind={kind} consents={consents.data} shown={draft[kind]} onChange={change} />
          ))}
        </ul>
      )}
      {/* Always in the page, so the confirmation is announced when it appears. */}
      <div aria-live="polite" className="mt-2 empty:hidden">
        {saved && (
          <Note tone={saved.tone} className="mt-2">
            {saved.text}
          </Note>
        )}
      </div>
    </Card>
  );
}
