// The GSTR-1 summary of a month as GET /api/admin/reports/gstr1 answers it (the API's
// `Gstr1Summary`), and the small sums and words the Reports screen shows of it. Amounts are rupees,
// net of credit notes.
import type { Schemas } from '@/lib/api/client';

/** The GSTR-1 tables the summary has a section (and a CSV) for: `b2b`, `b2cl`, `b2cs`, `cdnr`,
 * `cdnur`, `exemp`, `hsn` or `docs`. */
export type Gstr1Table = string;
export type Gstr1Section = Schemas['Gstr1Section'];
export type Gstr1Totals = Schemas['Gstr1Totals'];
/** A series of documents issued in the month (table 13). */
export type Gstr1DocumentSeries = Schemas['Gstr1DocumentRange'];
export type Gstr1Summary = Schemas['Gstr1Summary'];

/** The tax of a section or of the month: IGST + CGST + SGST, to the paisa. */
export function taxOf({ igst, cgst, sgst }: { igst: number; cgst: number; sgst: number }): number {
  return Math.round((igst + cgst + sgst) * 100) / 100;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A `YYYY-MM` month, or null when `value` is not one. */
export function parseMonth(value: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

export function isMonth(value: string): boolean {
  return parseMonth(value) !== null;
}

/** `2026-11` in words: "November 2026" (the value itself when it is not a month). */
export function monthWords(value: string): string {
  const parsed = parseMonth(value);
  return parsed ? `${MONTH_NAMES[parsed.month - 1]} ${parsed.year}` : value;
}
