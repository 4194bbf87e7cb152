// PUT /api/admin/pages/{slug} — saves a page's title and Markdown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { PAGE_MSG, type PageSlug } from '../lib/page-rules';
import type { AdminPage } from './get-admin-page';
import { adminKeys } from './query-keys';

export function updatePage(slug: PageSlug, body: Schemas['PageRequest']): Promise<AdminPage> {
  return unwrap(api.PUT('/api/admin/pages/{slug}', { params: { path: { slug } }, body }), PAGE_MSG.saveFailed);
}

export function useUpdatePage(slug: PageSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['PageRequest']) => updatePage(slug, body),
    onSuccess: (page) => {
      client.setQueryData(adminKeys.page(slug), page);
      void client.invalidateQueries({ queryKey: adminKeys.pages, exact: true });
      // The storefront's copy (['pages', slug], owned by features/pages) is fetched again on next use.
      void client.invalidateQueries({ queryKey: ['pages', slug] });
    },
  });
}
