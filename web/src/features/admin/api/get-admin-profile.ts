// GET /api/admin/profile — the signed-in admin's email and role.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export type AdminProfile = Schemas['AdminProfile'];

export function getAdminProfile(): Promise<AdminProfile> {
  return unwrap(api.GET('/api/admin/profile'), MSG.profileFailed);
}

export const adminProfileQuery = queryOptions({
  queryKey: adminKeys.profile,
  queryFn: getAdminProfile,
});

export function useAdminProfile(enabled = true) {
  return useQuery({ ...adminProfileQuery, enabled });
}
