// The product that fills the edit form (GET /api/admin/products/{id}): only the admin's answer
// has the units in the crate and the Active switch, and it still has products the storefront
// hides (whose public read answers 404) and products far down the paged list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export type EditedProduct = Schemas['ProductDetail'];

export async function getProductForEdit(id: string): Promise<EditedProduct> {
  return unwrap(api.GET('/api/admin/products/{id}', { params: { path: { id } } }), MSG.productFormLoadFailed);
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
