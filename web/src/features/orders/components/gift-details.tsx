// A gift order's recipient and card message (issue 11 part 3), on the customer's order detail.
import { Gift } from 'lucide-react';
import type { Order } from '../api/get-orders';

export function GiftDetails({ gift }: { gift: NonNullable<Order['gift']> }) {
  return (
    <section aria-labelledby="order-gift-heading" className="card mt-6 p-5 sm:p-6">
      <h2 id="order-gift-heading" className="flex items-center gap-2 font-display text-lg font-bold">
        <Gift aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        Gift
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-stone-600 dark:text-stone-400">Recipient</dt>
        <dd data-testid="gift-recipient" className="font-semibold break-words">
          {gift.recipientName}
        </dd>
        <dt className="text-stone-600 dark:text-stone-400">Mobile</dt>
        <dd data-testid="gift-mobile" className="font-semibold">
          {gift.recipientMobile}
        </dd>
        <dt className="text-stone-600 dark:text-stone-400">Message</dt>
        <dd data-testid="gift-message" className="break-words whitespace-pre-line">
          {gift.message || <span className="text-stone-600 dark:text-stone-400">No message</span>}
        </dd>
      </dl>
      {gift.hidePrices && (
        <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">Prices are left off the packing slip.</p>
      )}
    </section>
  );
}
