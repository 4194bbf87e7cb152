// POST /api/admin/pages/preview — the HTML a Markdown text shows, for the editor's live preview.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { PAGE_MSG } from '../lib/page-rules';
import { adminKeys } from './query-keys';

export async function previewPage(content: string): Promise<string> {
  const answer = await unwrap(api.POST('/api/admin/pages/preview', { body: { content } }), PAGE_MSG.previewFailed);
  return answer.html;
}

/** The preview of `content`; the last one stays on screen while the next is made. */
export function usePagePreview(content: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.pagePreview(content),
    queryFn: () => previewPage(content),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 30_000,
    retry: false,
  });
}
