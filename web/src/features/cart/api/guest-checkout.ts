// POST /api/auth/guest-checkout — creates a guest identity with its delivery address and answers
// a session (token and user with addresses).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type GuestCheckoutRequest = Schemas['GuestCheckoutRequest'];
export type GuestCheckoutResponse = Schemas['GuestCheckoutResponse'];

export const GUEST_CHECKOUT_FAILED = 'Failed to complete guest checkout.';

export function guestCheckout(body: GuestCheckoutRequest): Promise<GuestCheckoutResponse> {
  return unwrap(api.POST('/api/auth/guest-checkout', { body }), GUEST_CHECKOUT_FAILED);
}

export function useGuestCheckout() {
  return useMutation({ mutationFn: guestCheckout });
}
