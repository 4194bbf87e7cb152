// GET /api/admin/stats — the dashboard's figures (IST days).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export type AdminStats = Schemas['AdminStats'];

export function getAdminStats(): Promise<AdminStats> {
  return unwrap(api.GET('/api/admin/stats'), MSG.statsFailed);
}

export const adminStatsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: getAdminStats,
  staleTime: 0,
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}
