// GET /api/admin/pages — the text pages, with when each was last saved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { PAGE_MSG } from '../lib/page-rules';
import { adminKeys } from './query-keys';

export type PageSummary = Schemas['PageSummary'];

export function getAdminPages(): Promise<PageSummary[]> {
  return unwrap(api.GET('/api/admin/pages'), PAGE_MSG.listFailed);
}

export const adminPagesQuery = queryOptions({
  queryKey: adminKeys.pages,
  queryFn: getAdminPages,
});

export function useAdminPages() {
  return useQuery(adminPagesQuery);
}
