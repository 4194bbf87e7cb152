// PUT /api/admin/banners/{id} — answers the saved banner (or nothing: then the sent values are shown).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { bannerId, savedBanner, type BannerLike } from '../lib/banner-form';
import { MSG } from '../lib/messages';
import { sortBanners } from './get-admin-banners';
import { adminKeys, invalidateStorefront } from './query-keys';

interface UpdateBannerArgs {
  id: string;
  body: Schemas['BannerRequest'];
  previous?: BannerLike;
}

export async function updateBanner({ id, body, previous }: UpdateBannerArgs): Promise<BannerLike> {
  const answer: unknown = await unwrap(
    api.PUT('/api/admin/banners/{id}', { params: { path: { id } }, body }),
    MSG.bannerUpdateFailed,
  );
  return savedBanner(answer, body, previous);
}

export function useUpdateBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: async (banner, { id }) => {
      client.setQueryData<BannerLike[]>(adminKeys.banners, (list) =>
        sortBanners((list ?? []).map((b) => (bannerId(b) === id ? banner : b))),
      );
      invalidateStorefront(client, 'banners');
      await client.invalidateQueries({ queryKey: adminKeys.banners });
    },
  });
}
