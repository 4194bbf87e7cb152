import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import type { LoginResponse } from '../api/login';

/** Where a signed-in user lands (SPEC §4): admins on the dashboard, everyone else on /profile. */
export function landingFor(role: string): string {
  return role === 'admin' ? '/admin/dashboard' : '/profile';
}

/** Keeps a successful sign-in's token and user, then goes to the user's landing page. */
export function useSignIn() {
  const { login } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (answer: LoginResponse) => {
      login(answer.token, { ...answer.user, role: answer.role });
      void navigate(landingFor(answer.role), { replace: true });
    },
    [login, navigate],
  );
}
