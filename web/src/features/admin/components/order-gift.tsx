// A gift order's recipient and card message on the admin order detail (issue 11 part 3).
import { Gift } from 'lucide-react';
import type { AdminOrder } from '../lib/order-view';

export function OrderGift({ gift }: { gift: NonNullable<AdminOrder['gift']> }) {
  return (
    <section aria-labelledby="order-gift" className="card p-5">
      <h2 id="order-gift" className="mb-2 flex items-center gap-2 font-display text-lg font-bold">
        <Gift aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        Gift
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-stone-600 dark:text-stone-400">Recipient</dt>
        <dd data-testid="gift-recipient" className="font-semibold break-words">
          {gift.recipientName}
        </dd>
        <dt className="text-stone-600 dark:text-stone-400">Mobile</dt>
        <dd data-testid="gift-mobile">
          <a href={`tel:${gift.recipientMobile}`} className="font-semibold text-emerald-800 hover:underline dark:text-emerald-300">
            {gift.recipientMobile}
          </a>
        </dd>
        <dt className="text-stone-600 dark:text-stone-400">Message</dt>
        <dd data-testid="gift-message" className="break-words whitespace-pre-line">
          {gift.message || <span className="text-stone-600 dark:text-stone-400">No message</span>}
        </dd>
        <dt className="text-stone-600 dark:text-stone-400">Packing slip</dt>
        <dd>{gift.hidePrices ? 'Prices hidden' : 'Prices shown'}</dd>
      </dl>
    </section>
  );
}
