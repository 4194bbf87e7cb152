// DELETE /api/admin/banners/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { AdminBanner } from '../lib/banner-form';
import { MSG } from '../lib/messages';
import { adminKeys, invalidateStorefront } from './query-keys';

export async function deleteBanner(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/admin/banners/{id}', { params: { path: { id } } }), MSG.bannerDeleteFailed);
}

export function useDeleteBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: (_data, id) => {
      client.setQueryData<AdminBanner[]>(adminKeys.banners, (list) => (list ?? []).filter((b) => b._id !== id));
      invalidateStorefront(client, 'banners');
    },
  });
}
