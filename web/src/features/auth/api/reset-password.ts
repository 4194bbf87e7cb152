// POST /api/auth/reset-password — sets a new password with the token of a mailed link.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];

export const RESET_PASSWORD_FAILED = 'Password reset failed. The link may have expired.';

export function resetPassword(body: ResetPasswordRequest): Promise<Schemas['MessageResponse']> {
  return unwrap(api.POST('/api/auth/reset-password', { body }), RESET_PASSWORD_FAILED);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
