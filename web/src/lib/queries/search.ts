// The search resource: GET /api/search?q=…&limit=… (products best match first, their count and up
// to four matching categories). Typos and word starts are forgiven by the server. Shared by the
// navbar's search box (suggestions) and the results page (/search?q=…), which reads the same answer
// for its count and categories and its matches from GET /api/products/page.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type SearchResults = Schemas['SearchResults'];

/** Suggestions under the search box. */
export const SUGGESTION_LIMIT = 6;
/** Suggestions start from this many characters. */
export const MIN_SUGGEST_LENGTH = 2;
/** How long typing pauses before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

export function getSearch(q: string, limit: number): Promise<SearchResults> {
  return unwrap(api.GET('/api/search', { params: { query: { q, limit: String(limit) } } }), 'Failed to search products');
}

export const searchQuery = (q: string, limit: number) =>
  queryOptions({
    queryKey: ['search', q, limit] as const,
    queryFn: () => getSearch(q, limit),
    // The last answer stays on screen while the next one loads (no flicker as the customer types).
    placeholderData: keepPreviousData,
  });

/** The results page of `q`. */
export function searchHref(q: string): string {
  const text = q.trim();
  return text === '' ? '/search' : `/search?${new URLSearchParams({ q: text }).toString()}`;
}
