// POST /api/cart/quote (issue 20, REVIEW §8): the server prices the cart — each line's unit price
// and MRP, the subtotal, delivery fee (for the PIN code, when known) and total, and what the MRP
// saves — and, with the promotions (issue 21), the automatic offers and the applied coupon: the
// discount, a line per offer, and whether the coupon applies. The cart and checkout show these
// numbers; their local sums (lib/cart/totals.ts) are only the placeholder while the quote loads or
// when it fails.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { orderLines, type CartItem } from '@/lib/cart/cart-reducer';
import { cartTotals, mrpSavings, type CartTotals } from '@/lib/cart/totals';
import { FREE_DELIVERY_THRESHOLD } from '@/lib/constants';
import { useStoredCoupon } from '@/lib/promotions/coupon';
import { discountLines, freeDeliveryTitle, NO_DISCOUNTS, type SummaryDiscounts } from '@/lib/promotions/discount-lines';

export type CartQuote = Schemas['CartQuote'];
export type CartQuoteLine = CartQuote['lines'][number];

/** A line as the quote takes it: the same as an order's (`_id` is the product). */
export type QuoteItem = ReturnType<typeof orderLines>[number];

const FAILED_TO_QUOTE = 'Failed to price the cart.';

export const cartQuoteKeys = {
  all: ['cart-quote'] as const,
  of: (items: QuoteItem[], pinCode: string, coupon = '') => ['cart-quote', items, pinCode, coupon] as const,
};

/**
 * The one place the answer is read: the promotions' fields get defaults, so an answer without them
 * (a server from before promotions) prices the cart as before.
 */
function withOffers(quote: CartQuote): CartQuote {
  const raw: Partial<Pick<CartQuote, 'discount' | 'offers' | 'coupon'>> = quote;
  return {
    ...quote,
    lines: quote.lines.map((line) => ({ ...line, discount: (line as Partial<CartQuoteLine>).discount ?? 0 })),
    discount: raw.discount ?? 0,
    offers: raw.offers ?? [],
    coupon: raw.coupon ?? null,
  };
}

/** The quote of `items` for `pinCode` (when known) with `coupon` (when one is applied). */
export async function getCartQuote(items: QuoteItem[], pinCode = '', coupon = ''): Promise<CartQuote> {
  const body: Schemas['CartQuoteRequest'] = { items, ...(pinCode ? { pinCode } : {}), ...(coupon ? { coupon } : {}) };
  return withOffers(await unwrap(api.POST('/api/cart/quote', { body }), FAILED_TO_QUOTE));
}

/**
 * The quote of `lines` (and the delivery PIN code, when known) with the applied coupon; not asked
 * for an empty cart.
 */
export function useCartQuote(lines: readonly CartItem[], pinCode = '') {
  const items = orderLines(lines);
  const coupon = useStoredCoupon();
  return useQuery({
    queryKey: cartQuoteKeys.of(items, pinCode, coupon),
    queryFn: () => getCartQuote(items, pinCode, coupon),
    enabled: items.length > 0,
    // Prices and stock move: a cart or checkout opened again asks afresh.
    staleTime: 0,
  });
}

/** What a summary shows: the server's numbers when quoted, the local sums until then. */
export interface SummaryNumbers {
  totals: CartTotals;
  mrpSavings: number;
  freeDeliveryFrom: number;
  /** The offers' and coupon's discount lines, and the offer that made delivery free (issue 21). */
  discounts: SummaryDiscounts;
  /** Whether the numbers are the server's. */
  quoted: boolean;
}

/** `local`: the placeholder totals (with any area fee the screen knows of). */
export function summaryNumbers(quote: CartQuote | undefined, lines: readonly CartItem[], local: CartTotals = cartTotals(lines)): SummaryNumbers {
  if (!quote) {
    return { totals: local, mrpSavings: mrpSavings(lines), freeDeliveryFrom: FREE_DELIVERY_THRESHOLD, discounts: NO_DISCOUNTS, quoted: false };
  }
  return {
    totals: { subtotal: quote.subtotal, deliveryFee: quote.deliveryFee, total: quote.total },
    mrpSavings: quote.mrpSavings,
    freeDeliveryFrom: quote.freeDeliveryFrom,
    discounts: { discount: quote.discount, lines: discountLines(quote.offers), freeDeliveryBy: freeDeliveryTitle(quote.offers) },
    quoted: true,
  };
}

/** The quote's line for a cart line (a line saved before variants matches by its product). */
export function quoteLineFor(quote: CartQuote | undefined, line: Pick<CartItem, '_id' | 'variantId'>): CartQuoteLine | undefined {
  return quote?.lines.find(
    (candidate) => candidate.productId === line._id && (line.variantId === undefined || candidate.variantId === line.variantId),
  );
}
