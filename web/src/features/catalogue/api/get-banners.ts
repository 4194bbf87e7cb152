// GET /api/banners — active banners in their window, sorted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { bySortOrder } from '@/lib/by-sort-order';

export type Banner = Schemas['Banner'];

export async function getBanners(): Promise<Banner[]> {
  const banners = await unwrap(api.GET('/api/banners'), 'Failed to fetch banners');
  return banners
    .filter((banner) => banner.active && banner.img !== '')
    .sort(bySortOrder);
}

export const bannersQuery = queryOptions({
  queryKey: ['banners'],
  queryFn: getBanners,
});

export function useBanners() {
  return useQuery(bannersQuery);
}
