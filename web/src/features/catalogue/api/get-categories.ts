// GET /api/categories — active categories, sorted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { bySortOrder } from '@/lib/by-sort-order';

export type Category = Schemas['Category'];

export async function getCategories(): Promise<Category[]> {
  const categories = await unwrap(api.GET('/api/categories'), 'Failed to fetch categories');
  return [...categories].sort(bySortOrder);
}

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: getCategories,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
