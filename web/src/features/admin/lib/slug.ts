// Category slugs (SPEC §5): an empty slug is generated from the name.

/** Lowercase; only letters, digits, spaces and hyphens kept; spaces to hyphens; repeated hyphens collapsed. */
export function slugify(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/** The slug a category will get: the typed slug (normalised), else one made from the name. */
export function slugPreview(slug: string, name: string): string {
  return slug.trim() ? slugify(slug) : slugify(name);
}
