// GET /api/admin/categories — every category, active or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { bySortOrder } from '@/lib/by-sort-order';
import type { AdminCategory } from '../lib/category-form';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export async function getAdminCategories(): Promise<AdminCategory[]> {
  const categories = await unwrap(api.GET('/api/admin/categories'), MSG.categoriesFetchFailed);
  return [...categories].sort(bySortOrder);
}

export const adminCategoriesQuery = queryOptions({
  queryKey: adminKeys.categories,
  queryFn: getAdminCategories,
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery);
}
