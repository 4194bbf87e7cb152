// Sort order fields (SPEC §5): a number ≥ 0; blank or non-numeric values are left out of the
// request, so the server keeps the old value (edit) or uses count + 1 (create).

/** The number typed into a sort-order field, or undefined when it is blank or not a number. */
export function parseSortOrder(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  const text = String(raw).trim();
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** `{ sortOrder }` when a number was typed, else nothing (to spread into a request). */
export function sortOrderField(raw: string): { sortOrder?: number } {
  const value = parseSortOrder(raw);
  return value === undefined ? {} : { sortOrder: value };
}

/** The form value of a stored sort order. */
export function sortOrderInput(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
