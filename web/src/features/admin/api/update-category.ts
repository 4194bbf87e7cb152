// PUT /api/admin/categories/{id} — the inline edit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import type { AdminCategory } from '../lib/category-form';
import { MSG } from '../lib/messages';
import { adminKeys, invalidateStorefront } from './query-keys';

export function updateCategory({ id, body }: { id: string; body: Schemas['CategoryRequest'] }): Promise<AdminCategory> {
  return unwrap(api.PUT('/api/admin/categories/{id}', { params: { path: { id } }, body }), MSG.categoryUpdateFailed);
}

export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: async () => {
      // Renames show in product lists too.
      invalidateStorefront(client, 'categories', 'products', 'banners');
      void client.invalidateQueries({ queryKey: adminKeys.productLists });
      await client.invalidateQueries({ queryKey: adminKeys.categories });
    },
  });
}
