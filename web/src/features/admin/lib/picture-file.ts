// What the picture upload accepts (POST /api/admin/media): JPEG, PNG or WebP up to 10 MB. The
// browser refuses anything else before sending it, with the server's own texts; the server still
// checks the bytes.
import { MSG } from './messages';

/** Largest picture uploaded, in bytes (the server's limit). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** The file picker's `accept`: on an iPhone it also makes Safari hand over HEIC photos as JPEG. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

const PICTURE_TYPES = new Set(['image/jpeg', 'image/pjpeg', 'image/png', 'image/webp']);
const PICTURE_EXTENSIONS = new Set(['jpg', 'jpeg', 'jfif', 'png', 'webp']);
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
const HEIC_EXTENSIONS = new Set(['heic', 'heif']);

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why `file` cannot be uploaded, or null when it may be sent. A file without a specific type
 * (some pickers give none, or application/octet-stream) is judged by its extension.
 */
export function pictureFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const type = file.type.toLowerCase();
  const ext = extension(file.name);
  const untyped = type === '' || type === 'application/octet-stream';
  if (HEIC_TYPES.has(type) || (untyped && HEIC_EXTENSIONS.has(ext))) return MSG.pictureHeic;
  if (!(PICTURE_TYPES.has(type) || (untyped && PICTURE_EXTENSIONS.has(ext)))) return MSG.pictureNotAPicture;
  if (file.size === 0) return MSG.pictureEmpty;
  if (file.size > MAX_PICTURE_BYTES) return MSG.pictureTooLarge;
  return null;
}
