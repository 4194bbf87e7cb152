// POST /api/auth/signup — creates a customer account; answers a message.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

/** Includes the consents `marketingConsent` and `whatsappConsent`: both optional, false by default. */
export type SignupRequest = Schemas['SignupRequest'];

export const SIGNUP_FAILED = 'Signup failed';

export function signup(body: SignupRequest): Promise<Schemas['MessageResponse']> {
  return unwrap(api.POST('/api/auth/signup', { body }), SIGNUP_FAILED);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
