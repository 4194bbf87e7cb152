// A file (or pasted text) of gift recipients read into the rows the server checks: the header row
// names the columns (in any order and case: `pin_code`, `PIN code` and `pincode` all mean the PIN
// code), blank lines are skipped, and more than 1,000 recipients are refused. Text whose first line
// is not a header is read in the template's column order.
import type { CorporateRowRequest, RowField } from './corporate-types';
import { guessDelimiter, parseCsv } from './csv';
import { emptyRow, FIELD_LABELS, MAX_ROWS, ROW_FIELDS } from './rows';

export type RecipientsResult =
  | { ok: true; rows: CorporateRowRequest[]; warnings: string[] }
  | { ok: false; error: string };

export const NO_ROWS = 'No recipients found. Add at least one row under the header line.';
export const TOO_MANY_ROWS = (count: number) =>
  `This file has ${count.toLocaleString('en-IN')} recipients; one order takes up to ${MAX_ROWS.toLocaleString('en-IN')}. Please split it into smaller files.`;

/** A header name without case, spaces, underscores or hyphens: `Pin_Code` → `pincode`. */
function squash(name: string): string {
  return name.toLowerCase().replace(/[\s_\-.]+/g, '');
}

const ALIASES: Record<string, RowField> = {
  ...Object.fromEntries(ROW_FIELDS.map((field) => [squash(field), field])),
  recipient: 'name',
  recipientname: 'name',
  phone: 'mobile',
  mobilenumber: 'mobile',
  street: 'address',
  pin: 'pinCode',
  zip: 'pinCode',
  postcode: 'pinCode',
  pack: 'variant',
  qty: 'quantity',
  giftmessage: 'message',
  date: 'deliveryDate',
  deliveryday: 'deliveryDate',
  deliveryslot: 'slot',
};

/** The field a header cell names, if any. */
export function headerField(name: string): RowField | null {
  return ALIASES[squash(name)] ?? null;
}

function isBlank(record: string[]): boolean {
  return record.every((value) => value.trim() === '');
}

export function parseRecipients(text: string): RecipientsResult {
  const parsed = parseCsv(text, guessDelimiter(text));
  if (!parsed.ok) return parsed;
  const records = parsed.records.filter((record) => !isBlank(record));
  if (records.length === 0) return { ok: false, error: NO_ROWS };

  const first = records[0]!;
  const named = first.map(headerField);
  // A header names at least two of the columns; a recipient's row hardly does.
  const hasHeader = named.filter(Boolean).length >= 2;
  const columns: (RowField | null)[] = hasHeader ? named : ROW_FIELDS.slice(0, first.length);
  const data = hasHeader ? records.slice(1) : records;
  if (data.length === 0) return { ok: false, error: NO_ROWS };
  if (data.length > MAX_ROWS) return { ok: false, error: TOO_MANY_ROWS(data.length) };

  const warnings: string[] = [];
  if (hasHeader) {
    const ignored = first.filter((name, index) => !named[index] && name.trim() !== '');
    if (ignored.length > 0) warnings.push(`These columns are not used: ${ignored.map((name) => name.trim()).join(', ')}.`);
    const missing = (['name', 'mobile', 'address', 'city', 'state', 'pinCode', 'product', 'quantity'] as const).filter(
      (field) => !named.includes(field),
    );
    if (missing.length > 0) warnings.push(`The header has no column for: ${missing.map((field) => FIELD_LABELS[field]).join(', ')}.`);
  }

  const rows = data.map((record) => {
    const row = emptyRow();
    columns.forEach((field, index) => {
      // The first column of a name wins when a header repeats it.
      if (field && row[field] === '') row[field] = (record[index] ?? '').trim();
    });
    return row;
  });
  return { ok: true, rows, warnings };
}
