// PUT /api/admin/banners/{id} — answers the saved banner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import type { AdminBanner } from '../lib/banner-form';
import { MSG } from '../lib/messages';
import { sortBanners } from './get-admin-banners';
import { adminKeys, invalidateStorefront } from './query-keys';

export function updateBanner({ id, body }: { id: string; body: Schemas['BannerRequest'] }): Promise<AdminBanner> {
  return unwrap(api.PUT('/api/admin/banners/{id}', { params: { path: { id } }, body }), MSG.bannerUpdateFailed);
}

export function useUpdateBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: async (banner, { id }) => {
      client.setQueryData<AdminBanner[]>(adminKeys.banners, (list) =>
        sortBanners((list ?? []).map((b) => (b._id === id ? banner : b))),
      );
      invalidateStorefront(client, 'banners');
      await client.invalidateQueries({ queryKey: adminKeys.banners });
    },
  });
}
