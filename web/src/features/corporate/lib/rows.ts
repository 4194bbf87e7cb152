// The recipient rows: their fields in the template's order, what each is called on screen and in
// the CSV header, and what the last check said about them.
import type { CorporateCheck, CorporateRowCheck, CorporateRowRequest, RowField } from './corporate-types';

export const MAX_ROWS = 1000;

/** The fields in the template's column order. */
export const ROW_FIELDS = [
  'name',
  'mobile',
  'address',
  'city',
  'state',
  'pinCode',
  'product',
  'variant',
  'quantity',
  'message',
  'deliveryDate',
  'slot',
] as const satisfies readonly RowField[];

/** How a field is named on screen ("Row 3 PIN code"). */
export const FIELD_LABELS: Record<RowField, string> = {
  name: 'Name',
  mobile: 'Mobile',
  address: 'Address',
  city: 'City',
  state: 'State',
  pinCode: 'PIN code',
  product: 'Product',
  variant: 'Pack',
  quantity: 'Quantity',
  message: 'Message',
  deliveryDate: 'Delivery date',
  slot: 'Slot',
};

/** The template's header names, in order. */
export const TEMPLATE_HEADER = 'name,mobile,address,city,state,pin_code,product,variant,quantity,message,delivery_date,slot';

export function emptyRow(): CorporateRowRequest {
  return { name: '', mobile: '', address: '', city: '', state: '', pinCode: '', product: '', variant: '', quantity: '', message: '', deliveryDate: '', slot: '' };
}

/** A row that passed: the server priced it and found nothing wrong. */
export function rowReady(check: CorporateRowCheck | undefined): boolean {
  return !!check && check.line !== null && Object.keys(check.errors).length === 0;
}

/** How many of the checked rows are ready. */
export function readyCount(check: CorporateCheck | null): number {
  return check ? check.rows.filter(rowReady).length : 0;
}

/** A row's errors that belong to no field of the row (shown for the whole row). */
export function rowWideErrors(check: CorporateRowCheck | undefined): string[] {
  if (!check) return [];
  return Object.entries(check.errors)
    .filter(([key]) => !(ROW_FIELDS as readonly string[]).includes(key))
    .map(([, message]) => message);
}

/** How many items the ready rows come to. */
export function itemCount(check: CorporateCheck): number {
  return check.rows.reduce((sum, row) => sum + (rowReady(row) && row.line ? row.line.quantity : 0), 0);
}
