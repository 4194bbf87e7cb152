// GET /api/admin/pages/{slug} — one page's title and Markdown, for the editor.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { PAGE_MSG, type PageSlug } from '../lib/page-rules';
import { adminKeys } from './query-keys';

export type AdminPage = Schemas['AdminPage'];

export function getAdminPage(slug: PageSlug): Promise<AdminPage> {
  return unwrap(api.GET('/api/admin/pages/{slug}', { params: { path: { slug } } }), PAGE_MSG.loadFailed);
}

export const adminPageQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: adminKeys.page(slug),
    queryFn: () => getAdminPage(slug),
  });

export function useAdminPage(slug: PageSlug, enabled = true) {
  return useQuery({ ...adminPageQuery(slug), enabled });
}
