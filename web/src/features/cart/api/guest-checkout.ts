// POST /api/auth/guest-checkout — creates a guest identity with its delivery address and answers
// a session (token and user with addresses). It carries the applied coupon (issue 21), as the
// order placed next does.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { storedCoupon } from '@/lib/promotions/coupon';
import type { GuestCheckoutRequestWithCoupon } from '@/lib/promotions/types';

export type GuestCheckoutRequest = GuestCheckoutRequestWithCoupon;
export type GuestCheckoutResponse = Schemas['GuestCheckoutResponse'];

export const GUEST_CHECKOUT_FAILED = 'Failed to complete guest checkout.';

/** `body` goes with the applied coupon, when there is one. */
export function guestCheckout(body: GuestCheckoutRequest): Promise<GuestCheckoutResponse> {
  const coupon = storedCoupon();
  const sent: GuestCheckoutRequest = { ...body, ...(coupon ? { coupon } : {}) };
  return unwrap(api.POST('/api/auth/guest-checkout', { body: sent }), GUEST_CHECKOUT_FAILED);
}

export function useGuestCheckout() {
  return useMutation({ mutationFn: guestCheckout });
}
