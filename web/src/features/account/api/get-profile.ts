// GET /api/user/profile — the signed-in customer's name, email and joined date.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap, type Schemas } from '@/lib/api/client';
import { useSession } from '@/lib/session';

export type Profile = Schemas['User'];

export const PROFILE_LOGIN_REQUIRED = 'Please log in to view your profile.';
/** The server answered, but not with the profile. */
export const FAILED_TO_FETCH_USER = 'Failed to fetch user data.';
/** The request itself failed (offline, server away). */
export const FAILED_TO_LOAD_PROFILE = 'Failed to load profile.';

export function getProfile(): Promise<Profile> {
  return unwrap(api.GET('/api/user/profile'), FAILED_TO_FETCH_USER);
}

/** Keyed by user, so one account's data is never shown to the next one signing in. */
export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'profile'],
    queryFn: getProfile,
  });

export function useProfile() {
  const { user, token } = useSession();
  return useQuery({ ...profileQuery(user?._id ?? ''), enabled: token !== null });
}

export function profileErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 ? FAILED_TO_FETCH_USER : FAILED_TO_LOAD_PROFILE;
}
