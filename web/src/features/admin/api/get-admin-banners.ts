// GET /api/admin/banners — every banner, whatever its window.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { bySortOrder } from '@/lib/by-sort-order';
import type { AdminBanner } from '../lib/banner-form';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export function sortBanners(banners: AdminBanner[]): AdminBanner[] {
  return [...banners].sort(bySortOrder);
}

export async function getAdminBanners(): Promise<AdminBanner[]> {
  return sortBanners(await unwrap(api.GET('/api/admin/banners'), MSG.bannersFetchFailed));
}

export const adminBannersQuery = queryOptions({
  queryKey: adminKeys.banners,
  queryFn: getAdminBanners,
});

export function useAdminBanners() {
  return useQuery(adminBannersQuery);
}
