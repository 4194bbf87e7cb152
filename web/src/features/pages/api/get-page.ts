// GET /api/pages/{slug} — one of the shop's text pages, as safe HTML.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type Page = Schemas['Page'];
export type PageSlug = Schemas['PageSlug'];

export const PAGE_LOAD_FAILED = 'Failed to load this page. Please try again.';

export function getPage(slug: PageSlug): Promise<Page> {
  return unwrap(api.GET('/api/pages/{slug}', { params: { path: { slug } } }), PAGE_LOAD_FAILED);
}

/** Keyed under ['pages'], which the admin editor makes stale when it saves. */
export const pageQuery = (slug: PageSlug) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: () => getPage(slug),
  });

export function usePage(slug: PageSlug) {
  return useQuery(pageQuery(slug));
}
