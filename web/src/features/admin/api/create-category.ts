// POST /api/admin/categories — a new category (the full form, or just a name from the product form).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import type { AdminCategory } from '../lib/category-form';
import { MSG } from '../lib/messages';
import { adminKeys, invalidateStorefront } from './query-keys';

export function createCategory(body: Schemas['CategoryRequest']): Promise<AdminCategory> {
  return unwrap(api.POST('/api/admin/categories', { body }), MSG.categoryAddFailed);
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: async () => {
      invalidateStorefront(client, 'categories');
      await client.invalidateQueries({ queryKey: adminKeys.categories });
    },
  });
}
