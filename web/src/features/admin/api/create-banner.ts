// POST /api/admin/banners — answers the saved banner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import type { AdminBanner } from '../lib/banner-form';
import { MSG } from '../lib/messages';
import { sortBanners } from './get-admin-banners';
import { adminKeys, invalidateStorefront } from './query-keys';

export function createBanner(body: Schemas['BannerRequest']): Promise<AdminBanner> {
  return unwrap(api.POST('/api/admin/banners', { body }), MSG.bannerCreateFailed);
}

export function useCreateBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: async (banner) => {
      client.setQueryData<AdminBanner[]>(adminKeys.banners, (list) => sortBanners([...(list ?? []), banner]));
      invalidateStorefront(client, 'banners');
      await client.invalidateQueries({ queryKey: adminKeys.banners });
    },
  });
}
