// DELETE /api/user/account — erases the account (or closes it until the orders in progress are
// delivered), and GET /api/user/profile's `hasPassword` (accounts made with Google have none, so
// they are not asked for one). A wrong password answers 400 or 401 with a message: that 401 is
// about the password, not the session, so it reaches the shared client's session-expiry check as
// a 400 and does not sign the person out before they can read it.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Middleware } from 'openapi-fetch';
import { api, unwrap } from '@/lib/api/client';
import { useSession } from '@/lib/session';
import type { DeleteAccountRequest, DeleteAccountResponse, ProfileFlags } from '../types';
import { privacyKeys } from './query-keys';

export const DELETE_FAILED = 'Could not delete your account. Please try again.';
export const PROFILE_FAILED = 'Could not load your account. Please try again.';

const passwordRefusal: Middleware = {
  onResponse({ response }) {
    if (response.status !== 401) return undefined;
    return new Response(response.body, { status: 400, statusText: 'Bad Request', headers: response.headers });
  },
};

export function deleteAccount(body: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return unwrap(api.DELETE('/api/user/account', { body, middleware: [passwordRefusal] }), DELETE_FAILED);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

export function getProfileFlags(): Promise<ProfileFlags> {
  return unwrap(api.GET('/api/user/profile'), PROFILE_FAILED);
}

export const profileFlagsQuery = (userId: string) =>
  queryOptions({ queryKey: privacyKeys.profile(userId), queryFn: getProfileFlags, staleTime: 0 });

export function useProfileFlags() {
  const { user, token } = useSession();
  return useQuery({ ...profileFlagsQuery(user?._id ?? ''), enabled: token !== null });
}
