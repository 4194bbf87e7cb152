// POST /api/privacy/withdraw (no sign-in) — the link in every mail's footer: stops every message
// except order updates.
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/api/client';
import type { WithdrawAnswer } from '../types';
import { privacyApi } from './privacy-api';

export const WITHDRAW_FAILED = 'Could not stop the messages. Please try again.';

export function withdrawConsents(token: string): Promise<WithdrawAnswer> {
  return unwrap(privacyApi.POST('/api/privacy/withdraw', { body: { token } }), WITHDRAW_FAILED);
}

export function useWithdrawConsents() {
  return useMutation({ mutationFn: withdrawConsents });
}
