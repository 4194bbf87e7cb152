// GET /api/banners — active banners in their window, sorted (array or { banners }).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MISSING_SORT_ORDER } from '@/lib/constants';

export type Banner = Schemas['Banner'];

function listOf(data: unknown): Banner[] {
  if (Array.isArray(data)) return data as Banner[];
  const wrapped = (data as { banners?: unknown } | null)?.banners;
  return Array.isArray(wrapped) ? (wrapped as Banner[]) : [];
}

export async function getBanners(): Promise<Banner[]> {
  const data: unknown = await unwrap(api.GET('/api/banners'), 'Failed to fetch banners');
  return listOf(data)
    .filter((banner) => banner.active !== false && typeof banner.img === 'string' && banner.img !== '')
    .sort((a, b) => (a.sortOrder ?? MISSING_SORT_ORDER) - (b.sortOrder ?? MISSING_SORT_ORDER));
}

export const bannersQuery = queryOptions({
  queryKey: ['banners'],
  queryFn: getBanners,
});

export function useBanners() {
  return useQuery(bannersQuery);
}
