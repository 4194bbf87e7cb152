// DELETE /api/admin/categories/{id} — refused (409) while products use the category.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys, invalidateStorefront } from './query-keys';

export async function deleteCategory(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/admin/categories/{id}', { params: { path: { id } } }), MSG.categoryDeleteFailed);
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async () => {
      invalidateStorefront(client, 'categories', 'banners');
      void client.invalidateQueries({ queryKey: adminKeys.banners });
      await client.invalidateQueries({ queryKey: adminKeys.categories });
    },
  });
}
