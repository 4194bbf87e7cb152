// A review's photo (PUT /api/products/{id}/review/photo): what the file picker takes, what the
// browser refuses before sending (the server's limits, in its own words; it still checks the
// bytes), and the copies of the stored picture (`/media/{key}-{320|640|1280}.webp`).
// The admin's picture upload has the same limits in features/admin/lib/picture-file.ts; they are
// not shared through src/lib since a chunk shared by the admin screens and the Ratings tab would
// add its name to the entry bundle's preload list.

/** The file picker's `accept`: on an iPhone it also makes Safari hand over HEIC photos as JPEG. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Largest photo uploaded, in bytes (the server's limit). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const PHOTO_NOT_A_PICTURE = 'This file is not a picture we can use. Upload a JPEG, PNG or WebP image.';
export const PHOTO_TOO_LARGE = 'The picture is larger than 10 MB. Please choose a smaller one.';

const TYPES = new Set(['image/jpeg', 'image/pjpeg', 'image/png', 'image/webp']);
const EXTENSIONS = /\.(jpe?g|jfif|png|webp)$/i;

/**
 * Why `file` cannot be sent, or null. A file without a specific type (some pickers give none,
 * or application/octet-stream) is judged by its extension.
 */
export function photoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const type = file.type.toLowerCase();
  const untyped = type === '' || type === 'application/octet-stream';
  if (!(TYPES.has(type) || (untyped && EXTENSIONS.test(file.name)))) return PHOTO_NOT_A_PICTURE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

const MEDIA_URL = /^\/media\/([0-9a-f]{32})-(?:320|640|1280)\.webp$/;

/** The `width` copy of an uploaded picture's URL (any of its widths); any other URL as it is. */
export function mediaCopy(url: string, width: 320 | 640 | 1280): string {
  const key = MEDIA_URL.exec(url.trim())?.[1];
  return key ? `/media/${key}-${width}.webp` : url;
}
