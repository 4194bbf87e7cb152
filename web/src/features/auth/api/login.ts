// POST /api/auth/login — signs in with email and password.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type LoginResponse = Schemas['LoginResponse'];
export type LoginRequest = Schemas['LoginRequest'];

export const LOGIN_FAILED = 'Login failed';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return unwrap(api.POST('/api/auth/login', { body }), LOGIN_FAILED);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
