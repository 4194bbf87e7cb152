// POST /api/admin/products — a new product.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys, invalidateStorefront } from './query-keys';

export function createProduct(body: Schemas['ProductRequest']): Promise<Schemas['ProductDetail']> {
  return unwrap(api.POST('/api/admin/products', { body }), MSG.productSaveFailed);
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async () => {
      invalidateStorefront(client, 'products');
      await client.invalidateQueries({ queryKey: adminKeys.productLists });
    },
  });
}
