// PUT /api/admin/products/{id} — replaces a product's fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys, invalidateStorefront } from './query-keys';

export function updateProduct({ id, body }: { id: string; body: Schemas['ProductRequest'] }): Promise<Schemas['ProductDetail']> {
  return unwrap(api.PUT('/api/admin/products/{id}', { params: { path: { id } }, body }), MSG.productSaveFailed);
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: async (_data, { id }) => {
      invalidateStorefront(client, 'products');
      client.removeQueries({ queryKey: adminKeys.product(id) });
      await client.invalidateQueries({ queryKey: adminKeys.productLists });
    },
  });
}
