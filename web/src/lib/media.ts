// Uploaded pictures (POST /api/admin/media) are stored at three widths, named
// `/media/{key}-{width}.webp`; the URL kept in a product, category or banner is the widest one.
// Any other URL (a demo picture, a pasted address) is shown as it is.

/** The widths every uploaded picture exists at (a small original repeats its own size). */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;

const MEDIA_URL = /^\/media\/([0-9a-f]{32})-(?:320|640|1280)\.webp$/;

/** The `srcset` of an uploaded picture's URL (any of its widths), or undefined for any other URL. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const key = url ? MEDIA_URL.exec(url.trim())?.[1] : undefined;
  if (!key) return undefined;
  return MEDIA_WIDTHS.map((width) => `/media/${key}-${width}.webp ${width}w`).join(', ');
}

/**
 * The `src`, `srcSet` and `sizes` attributes of a picture: `sizes` says how wide it is shown
 * (e.g. `"80px"` or `"(min-width: 768px) 50vw, 100vw"`) and is only set with a `srcSet`.
 */
export function responsiveImage(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = mediaSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}
