// The text pages' admin texts (issue 11; not in the SPEC) and the rules the server applies to a
// page, checked here first so the editor can say what is wrong before sending.
import type { Schemas } from '@/lib/api/client';

export type PageSlug = Schemas['PageSlug'];

export const PAGE_MSG = {
  listFailed: 'Failed to load the pages.',
  loadFailed: 'Failed to load this page.',
  saveFailed: 'Failed to save the page.',
  previewFailed: 'The preview could not be made.',
  saved: 'Page saved. The shop shows the new text now.',
  standardText: 'Standard text',
} as const;

/** The server's limits (crates/domain/src/page.rs), checked here first for a live counter. */
export const MAX_PAGE_CONTENT_CHARS = 20_000;
export const MAX_PAGE_TITLE_CHARS = 80;

/** Characters as the server counts them (Unicode scalar values), after trimming. */
export function pageLength(text: string): number {
  return [...text.trim()].length;
}

/** The storefront path of a page. */
export function pagePath(slug: PageSlug): string {
  return `/${slug}`;
}

const PAGE_SLUGS: readonly PageSlug[] = ['contact', 'faq', 'shipping', 'privacy', 'terms'];

/** Whether an address segment names one of the text pages. */
export function isPageSlug(value: string): value is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(value);
}

/** A count with Indian digit grouping ("20,000"). */
export const formatCount = (n: number) => n.toLocaleString('en-IN');

/** The messages the server would give, checked before sending. */
export function validatePage(title: string, content: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const titleLength = pageLength(title);
  if (titleLength === 0) errors.title = 'Please give the page a title.';
  else if (titleLength > MAX_PAGE_TITLE_CHARS)
    errors.title = `The title is too long: at most ${MAX_PAGE_TITLE_CHARS} characters (this one has ${titleLength}).`;
  const length = pageLength(content);
  if (length === 0) errors.content = 'Please write the page text.';
  else if (length > MAX_PAGE_CONTENT_CHARS)
    errors.content = `The page text is too long: at most ${formatCount(MAX_PAGE_CONTENT_CHARS)} characters (this one has ${formatCount(length)}).`;
  return errors;
}
