import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nextPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import type { LoginResponse } from '../api/login';

/** Where a signed-in user lands (SPEC §4): admins on the dashboard, everyone else on /profile. */
export function landingFor(role: string): string {
  return role === 'admin' ? '/admin/dashboard' : '/profile';
}

/**
 * Keeps a successful sign-in's token and user, then goes to the user's landing page — for a
 * customer, the page that sent them to sign in (`?next=`) when there is one.
 */
export function useSignIn() {
  const { login } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (answer: LoginResponse) => {
      login(answer.token, { ...answer.user, role: answer.role });
      const next = answer.role === 'admin' ? null : nextPath(search);
      void navigate(next ?? landingFor(answer.role), { replace: true });
    },
    [login, navigate, search],
  );
}
