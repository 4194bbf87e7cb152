// GET /api/products/{id} — the public product read that fills the edit form (SPEC §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export type EditedProduct = Schemas['ProductDetail'];

export function getProductForEdit(id: string): Promise<EditedProduct> {
  return unwrap(api.GET('/api/products/{id}', { params: { path: { id } } }), MSG.productFormLoadFailed);
}

export const productForEditQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: () => getProductForEdit(id),
    // Always the current values: the form must not start from a stale copy.
    staleTime: 0,
    gcTime: 0,
  });

export function useProductForEdit(id: string | undefined) {
  return useQuery({ ...productForEditQuery(id ?? ''), enabled: Boolean(id) });
}
