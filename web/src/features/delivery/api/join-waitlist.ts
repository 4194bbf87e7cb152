// POST /api/delivery/waitlist — an email or mobile to tell when the shop delivers to a PIN code
// (no sign-in; once per contact and PIN code: 201 added, 200 already there, the same thanks).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export const WAITLIST_FAILED = 'Could not add you to the list. Please try again.';

export function joinWaitlist(body: Schemas['WaitlistRequest']): Promise<Schemas['MessageResponse']> {
  return unwrap(api.POST('/api/delivery/waitlist', { body }), WAITLIST_FAILED);
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
