// The Reports screen's default dates, in India time: the orders from the first of this month to
// today, and the GSTR-1 of last month (the return filed in this one). `today` is the IST day
// (`YYYY-MM-DD`, from `istToday`).

/** The first day of `today`'s month: `2026-12-09` → `2026-12-01`. */
export function firstOfMonth(today: string): string {
  return `${today.slice(0, 7)}-01`;
}

/** The month before `today`'s, as `YYYY-MM`: `2026-12-09` → `2026-11`, `2027-01-05` → `2026-12`. */
export function previousMonth(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}
