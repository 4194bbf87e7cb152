// POST /api/admin/banners — answers the saved banner (or nothing: then the sent values are shown).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { savedBanner, type BannerLike } from '../lib/banner-form';
import { MSG } from '../lib/messages';
import { sortBanners } from './get-admin-banners';
import { adminKeys, invalidateStorefront } from './query-keys';

export async function createBanner(body: Schemas['BannerRequest']): Promise<BannerLike> {
  const answer: unknown = await unwrap(api.POST('/api/admin/banners', { body }), MSG.bannerCreateFailed);
  return savedBanner(answer, body);
}

export function useCreateBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: async (banner) => {
      client.setQueryData<BannerLike[]>(adminKeys.banners, (list) => sortBanners([...(list ?? []), banner]));
      invalidateStorefront(client, 'banners');
      await client.invalidateQueries({ queryKey: adminKeys.banners });
    },
  });
}
