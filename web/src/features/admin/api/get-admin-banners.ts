// GET /api/admin/banners — every banner, whatever its window (array or { banners }).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MISSING_SORT_ORDER } from '@/lib/constants';
import type { BannerLike } from '../lib/banner-form';
import { listOf } from '../lib/list-of';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export function sortBanners(banners: BannerLike[]): BannerLike[] {
  return [...banners].sort((a, b) => (a.sortOrder ?? MISSING_SORT_ORDER) - (b.sortOrder ?? MISSING_SORT_ORDER));
}

export async function getAdminBanners(): Promise<BannerLike[]> {
  const data: unknown = await unwrap(api.GET('/api/admin/banners'), MSG.bannersFetchFailed);
  return sortBanners(listOf<BannerLike>(data, 'banners'));
}

export const adminBannersQuery = queryOptions({
  queryKey: adminKeys.banners,
  queryFn: getAdminBanners,
});

export function useAdminBanners() {
  return useQuery(adminBannersQuery);
}
