// Which automatic offers (GET /api/offers) a product's badge names: an offer for the whole shop,
// for the product's category, or for the product itself, while it runs.
import type { Offer } from './types';

/** A product as lists and product pages give it: its id and its category's id. */
export interface OfferProduct {
  _id: string;
  categoryId?: { _id: string } | null;
  /** A product page's category (the same id as `categoryId`). */
  category?: { _id: string } | null;
}

/** Whether `offer` applies to `product` at `now` (an offer whose `endsAt` has passed no longer does). */
export function offerApplies(offer: Offer, product: OfferProduct, now: number = Date.now()): boolean {
  if (offer.endsAt) {
    const ends = Date.parse(offer.endsAt);
    if (!Number.isNaN(ends) && ends <= now) return false;
  }
  switch (offer.scope) {
    case 'all':
      return true;
    case 'categories': {
      const categoryId = product.categoryId?._id ?? product.category?._id;
      return categoryId !== undefined && offer.targets.includes(categoryId);
    }
    case 'products':
      return offer.targets.includes(product._id);
    default:
      return false;
  }
}

/** The offers that apply to `product`, in the server's order. */
export function offersFor(product: OfferProduct, offers: readonly Offer[], now: number = Date.now()): Offer[] {
  return offers.filter((offer) => offerApplies(offer, product, now));
}
