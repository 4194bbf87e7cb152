// The shapes of the promotions (issue 21) that the customer's screens read, named in one place:
// aliases of the generated schema (src/lib/api/schema.d.ts), which now has them. The quote
// (lib/queries/cart-quote.ts) and the orders read the new fields with defaults, so an answer
// without them (an order placed before promotions) still renders.
import type { Schemas } from '@/lib/api/client';

/** An offer or coupon applied to a cart or order: its goods discount, and whether it made delivery free. */
export type AppliedOffer = Schemas['AppliedOffer'];

/** What became of the coupon sent with a quote: applied, or why not (`problem.message` is shown as is). */
export type CouponOutcome = Schemas['CouponOutcome'];

/** An automatic offer running now (GET /api/offers), for the product badges. */
export type Offer = Schemas['RunningOffer'];

/**
 * The guest checkout call carries the applied coupon too (the contract of issue 21); the server's
 * schema does not name it (it creates the guest's session, not the order) and ignores it.
 */
export type GuestCheckoutRequestWithCoupon = Schemas['GuestCheckoutRequest'] & { coupon?: string };
