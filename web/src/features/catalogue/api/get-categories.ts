// GET /api/categories — active categories, sorted (the answer may be an array or { categories }).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { MISSING_SORT_ORDER } from '@/lib/constants';

export type Category = Schemas['Category'];

function listOf(data: unknown): Category[] {
  if (Array.isArray(data)) return data as Category[];
  const wrapped = (data as { categories?: unknown } | null)?.categories;
  return Array.isArray(wrapped) ? (wrapped as Category[]) : [];
}

export async function getCategories(): Promise<Category[]> {
  const data: unknown = await unwrap(api.GET('/api/categories'), 'Failed to fetch categories');
  return listOf(data).sort((a, b) => (a.sortOrder ?? MISSING_SORT_ORDER) - (b.sortOrder ?? MISSING_SORT_ORDER));
}

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: getCategories,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
