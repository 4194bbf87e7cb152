// The product that fills the edit form, from the admin list (GET /api/admin/products): only the
// admin's answer has the units in the crate and the Active switch, and it still has products the
// storefront hides (whose public read answers 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap, type Schemas } from '@/lib/api/client';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export type EditedProduct = Schemas['ProductDetail'];

export async function getProductForEdit(id: string): Promise<EditedProduct> {
  const products = await unwrap(api.GET('/api/admin/products'), MSG.productFormLoadFailed);
  const product = products.find((p) => p._id === id);
  if (!product) throw new ApiError(404, MSG.productFormLoadFailed);
  return product;
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
