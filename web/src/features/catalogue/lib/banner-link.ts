// Where a banner leads (SPEC §2 Home): a link starting with /category/ becomes /?category={slug};
// other links are used only when they are internal paths starting with a single slash.
import type { Schemas } from '@/lib/api/client';

export type BannerLinkSource = Pick<Schemas['Banner'], 'link' | 'categorySlug'>;

const CATEGORY_PREFIX = '/category/';

export function bannerHref(banner: BannerLinkSource): string | null {
  const link = (banner.link ?? '').trim();
  if (link.startsWith(CATEGORY_PREFIX)) {
    const slug = link.slice(CATEGORY_PREFIX.length).split(/[/?#]/)[0] ?? '';
    return slug ? `/?category=${encodeURIComponent(decodeURIComponentSafe(slug))}` : null;
  }
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return link;
  if (link === '' && banner.categorySlug) return `/?category=${encodeURIComponent(banner.categorySlug)}`;
  return null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
