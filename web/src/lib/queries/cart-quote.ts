// POST /api/cart/quote (issue 20, REVIEW §8): the server prices the cart — each line's unit price
// and MRP, the subtotal, delivery fee (for the PIN code, when known) and total, and what the MRP
// saves. The cart and checkout show these numbers; their local sums (lib/cart/totals.ts) are only
// the placeholder while the quote loads or when it fails.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { orderLines, type CartItem } from '@/lib/cart/cart-reducer';
import { cartTotals, mrpSavings, type CartTotals } from '@/lib/cart/totals';
import { FREE_DELIVERY_THRESHOLD } from '@/lib/constants';

export type CartQuote = Schemas['CartQuote'];
export type CartQuoteLine = CartQuote['lines'][number];

/** A line as the quote takes it: the same as an order's (`_id` is the product). */
export type QuoteItem = ReturnType<typeof orderLines>[number];

const FAILED_TO_QUOTE = 'Failed to price the cart.';

export const cartQuoteKeys = {
  all: ['cart-quote'] as const,
  of: (items: QuoteItem[], pinCode: string) => ['cart-quote', items, pinCode] as const,
};

export function getCartQuote(items: QuoteItem[], pinCode = ''): Promise<CartQuote> {
  return unwrap(
    api.POST('/api/cart/quote', { body: { items, ...(pinCode ? { pinCode } : {}) } }),
    FAILED_TO_QUOTE,
  );
}

/** The quote of `lines` (and the delivery PIN code, when known); not asked for an empty cart. */
export function useCartQuote(lines: readonly CartItem[], pinCode = '') {
  const items = orderLines(lines);
  return useQuery({
    queryKey: cartQuoteKeys.of(items, pinCode),
    queryFn: () => getCartQuote(items, pinCode),
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
  /** Whether the numbers are the server's. */
  quoted: boolean;
}

/** `local`: the placeholder totals (with any area fee the screen knows of). */
export function summaryNumbers(quote: CartQuote | undefined, lines: readonly CartItem[], local: CartTotals = cartTotals(lines)): SummaryNumbers {
  if (!quote) {
    return { totals: local, mrpSavings: mrpSavings(lines), freeDeliveryFrom: FREE_DELIVERY_THRESHOLD, quoted: false };
  }
  return {
    totals: { subtotal: quote.subtotal, deliveryFee: quote.deliveryFee, total: quote.total },
    mrpSavings: quote.mrpSavings,
    freeDeliveryFrom: quote.freeDeliveryFrom,
    quoted: true,
  };
}

/** The quote's line for a cart line (a line saved before variants matches by its product). */
export function quoteLineFor(quote: CartQuote | undefined, line: Pick<CartItem, '_id' | 'variantId'>): CartQuoteLine | undefined {
  return quote?.lines.find(
    (candidate) => candidate.productId === line._id && (line.variantId === undefined || candidate.variantId === line.variantId),
  );
}
