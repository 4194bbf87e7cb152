// A gift order's recipient and card message (issue 11 part 3), on the customer's and the admin's
// order detail. The admin can call the recipient and sees what the packing slip will show.
import { Gift } from 'lucide-react';
import { useId } from 'react';
import type { Schemas } from '@/lib/api/client';

interface GiftDetailsProps {
  gift: Schemas['OrderGift'];
  audience: 'customer' | 'admin';
  className?: string;
}

const TERM = 'text-stone-600 dark:text-stone-400';

export function GiftDetails({ gift, audience, className = '' }: GiftDetailsProps) {
  const headingId = useId();
  const admin = audience === 'admin';
  return (
    <section aria-labelledby={headingId} className={`card p-5 ${className}`}>
      <h2 id={headingId} className="flex items-center gap-2 font-display text-lg font-bold">
        <Gift aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        Gift
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className={TERM}>Recipient</dt>
        <dd data-testid="gift-recipient" className="font-semibold break-words">
          {gift.recipientName}
        </dd>
        <dt className={TERM}>Mobile</dt>
        <dd data-testid="gift-mobile" className="font-semibold">
          {admin ? (
            <a href={`tel:${gift.recipientMobile}`} className="text-emerald-800 hover:underline dark:text-emerald-300">
              {gift.recipientMobile}
            </a>
          ) : (
            gift.recipientMobile
          )}
        </dd>
        <dt className={TERM}>Message</dt>
        <dd data-testid="gift-message" className="break-words whitespace-pre-line">
          {gift.message || <span className={TERM}>No message</span>}
        </dd>
        {gift.senderName && (
          <>
            <dt className={TERM}>From</dt>
            <dd data-testid="gift-sender" className="break-words">
              {gift.senderName}
            </dd>
          </>
        )}
        {admin && (
          <>
            <dt className={TERM}>Packing slip</dt>
            <dd>{gift.hidePrices ? 'Prices hidden' : 'Prices shown'}</dd>
          </>
        )}
      </dl>
      {!admin && gift.hidePrices && <p className={`mt-4 text-sm ${TERM}`}>Prices are left off the packing slip.</p>}
    </section>
  );
}
