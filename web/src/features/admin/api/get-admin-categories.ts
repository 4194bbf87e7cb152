// GET /api/admin/categories — every category, active or not (array or { categories }).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { MISSING_SORT_ORDER } from '@/lib/constants';
import type { AdminCategory } from '../lib/category-form';
import { listOf } from '../lib/list-of';
import { MSG } from '../lib/messages';
import { adminKeys } from './query-keys';

export async function getAdminCategories(): Promise<AdminCategory[]> {
  const data: unknown = await unwrap(api.GET('/api/admin/categories'), MSG.categoriesFetchFailed);
  return listOf<AdminCategory>(data, 'categories').sort(
    (a, b) => (a.sortOrder ?? MISSING_SORT_ORDER) - (b.sortOrder ?? MISSING_SORT_ORDER),
  );
}

export const adminCategoriesQuery = queryOptions({
  queryKey: adminKeys.categories,
  queryFn: getAdminCategories,
});

export function useAdminCategories() {
  return useQuery(adminCategoriesQuery);
}
