// POST /api/auth/google — signs in with a Google ID token (the credential of the Google button).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { LoginResponse } from './login';

export const GOOGLE_LOGIN_FAILED = 'Google login failed';

export function googleLogin(tokenId: string): Promise<LoginResponse> {
  return unwrap(api.POST('/api/auth/google', { body: { tokenId } }), GOOGLE_LOGIN_FAILED);
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
