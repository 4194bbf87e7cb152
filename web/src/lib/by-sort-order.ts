import { MISSING_SORT_ORDER } from './constants';

/** Compares by `sortOrder`, ascending; a missing one sorts as 9999 (SPEC §3). */
export function bySortOrder(a: { sortOrder?: number | null }, b: { sortOrder?: number | null }): number {
  return (a.sortOrder ?? MISSING_SORT_ORDER) - (b.sortOrder ?? MISSING_SORT_ORDER);
}
