// DELETE /api/admin/products/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys, invalidateStorefront } from './query-keys';

export async function deleteProduct(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/admin/products/{id}', { params: { path: { id } } }), MSG.productDeleteFailed);
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      invalidateStorefront(client, 'products');
      await client.invalidateQueries({ queryKey: adminKeys.productLists });
    },
  });
}
