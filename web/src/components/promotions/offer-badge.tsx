// The automatic offer (issue 21) that applies to a product, as a small badge: on a product card the
// first one (at most two lines, the whole title in its tooltip), on the product page each of them.
// Nothing renders while the offers load or when none applies. White on rose-700 reads at AA (6:1)
// in both themes.
import { BadgePercent } from 'lucide-react';
import { offersFor, type OfferProduct } from '@/lib/promotions/offer-match';
import { useOffers } from '@/lib/queries/offers';

interface OfferBadgesProps {
  product: OfferProduct;
  /** Every offer that applies (the product page) rather than the first (a card). */
  all?: boolean;
  className?: string;
}

export function OfferBadges({ product, all = false, className = '' }: OfferBadgesProps) {
  const offers = offersFor(product, useOffers());
  const shown = all ? offers : offers.slice(0, 1);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Offers" className={`flex min-w-0 flex-col items-start gap-1.5 ${className}`}>
      {shown.map((offer) => (
        <li
          key={offer._id}
          data-testid="offer-badge"
          title={offer.title}
          className="inline-flex max-w-full items-start gap-1 rounded-xl bg-rose-700 px-2.5 py-1 text-xs leading-tight font-bold text-white shadow-sm"
        >
          <BadgePercent aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="line-clamp-2 min-w-0 break-words">
            <span className="sr-only">Offer: </span>
            {offer.title}
          </span>
        </li>
      ))}
    </ul>
  );
}
