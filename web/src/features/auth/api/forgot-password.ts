// POST /api/auth/forgot-password — mails a reset link; the answer is the same for any email.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export const FORGOT_PASSWORD_FAILED = 'An error occurred. Please check the email address.';

export function forgotPassword(email: string): Promise<Schemas['MessageResponse']> {
  return unwrap(api.POST('/api/auth/forgot-password', { body: { email } }), FORGOT_PASSWORD_FAILED);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
