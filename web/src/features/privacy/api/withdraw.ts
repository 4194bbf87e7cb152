// POST /api/privacy/withdraw (no sign-in) — the link in every mail's footer: stops every message
// except order updates.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { WithdrawResponse } from '../types';

export const WITHDRAW_FAILED = 'Could not stop the messages. Please try again.';

export function withdrawConsents(token: string): Promise<WithdrawResponse> {
  return unwrap(api.POST('/api/privacy/withdraw', { body: { token } }), WITHDRAW_FAILED);
}

export function useWithdrawConsents() {
  return useMutation({ mutationFn: withdrawConsents });
}
