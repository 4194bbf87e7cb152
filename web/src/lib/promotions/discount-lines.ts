// The discount lines of a summary (cart, checkout, an order): one per applied offer that took
// money off the goods — "Offer: {title}" for an automatic offer, "Coupon {CODE}" for a coupon — and
// the title of an offer that made delivery free.
import type { Schemas } from '@/lib/api/client';
import type { AppliedOffer } from './types';

export interface DiscountLine {
  key: string;
  label: string;
  /** Rupees taken off (shown as "−₹amount"). */
  amount: number;
}

export function offerLabel(offer: Pick<AppliedOffer, 'code' | 'title'>): string {
  return offer.code ? `Coupon ${offer.code}` : `Offer: ${offer.title}`;
}

/** A line per offer with a goods discount, in the server's order. */
export function discountLines(offers: readonly AppliedOffer[]): DiscountLine[] {
  return offers
    .filter((offer) => offer.amount > 0)
    .map((offer, index) => ({ key: `${offer.code ?? offer.title}-${index}`, label: offerLabel(offer), amount: offer.amount }));
}

/** The title of the offer that made delivery free, or null. */
export function freeDeliveryTitle(offers: readonly AppliedOffer[]): string | null {
  return offers.find((offer) => offer.freeDelivery)?.title ?? null;
}

/** What a summary shows of the promotions. */
export interface SummaryDiscounts {
  /** Goods discount of everything together, rupees. */
  discount: number;
  lines: DiscountLine[];
  freeDeliveryBy: string | null;
}

export const NO_DISCOUNTS: SummaryDiscounts = { discount: 0, lines: [], freeDeliveryBy: null };

/**
 * An order's promotions, read optionally (an order answered before promotions has none). Lines
 * show only when `discount > 0`; an order naming its coupon but not its offers gets one line.
 */
export function orderDiscounts(order: Schemas['Order']): SummaryDiscounts {
  // Defaults for an answer without them (the fields are required in the schema).
  const { discount = 0, coupon = null, offers = [] }: Partial<Pick<Schemas['Order'], 'discount' | 'coupon' | 'offers'>> = order;
  const freeDeliveryBy = freeDeliveryTitle(offers);
  if (!(discount > 0)) return { discount: 0, lines: [], freeDeliveryBy };
  const lines = discountLines(offers);
  if (lines.length === 0) lines.push({ key: 'discount', label: coupon ? `Coupon ${coupon}` : 'Discount', amount: discount });
  return { discount, lines, freeDeliveryBy };
}
