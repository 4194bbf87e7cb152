// Pure rules of the owner's day sheet (issue 26 part 6): moving between days, and how a stop's
// address, items and cash read.
import type { Schemas } from '@/lib/api/client';
import { formatPrice } from '@/lib/format/money';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (`YYYY-MM-DD`) moved by `days`, or null when `date` is not such a day. */
export function shiftDay(date: string, days: number): string | null {
  if (!DAY.test(date)) return null;
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return Number.isNaN(moved.getTime()) ? null : moved.toISOString().slice(0, 10);
}

/** A `?date=` value the sheet can ask for, else `fallback` (today). */
export function sheetDate(param: string | null, fallback: string): string {
  return param && shiftDay(param, 0) === param ? param : fallback;
}

type Postal = Pick<Schemas['ShippingAddress'], 'street' | 'city' | 'state' | 'zip' | 'country'>;

/** The address as printed: street; city, state PIN; country (blank lines left out). */
export function addressLines(address: Postal): string[] {
  return [address.street, `${address.city}, ${address.state} ${address.zip}`, address.country].filter((line) => line.trim());
}

type Line = Pick<Schemas['OrderItem'], 'name' | 'qty'> & { variantLabel?: string | null };

/** "2 × Alphonso Mango Gift Box · Box of 12". */
export function itemLine(item: Line): string {
  const label = item.variantLabel?.trim();
  return `${item.qty} × ${item.name}${label ? ` · ${label}` : ''}`;
}

/** What the driver does about money: "₹650 COD" to collect, else "Paid". */
export function cashLabel(cod: number | null | undefined): string {
  return cod ? `${formatPrice(cod)} COD` : 'Paid';
}

/** "12 orders · ₹1,850 cash to collect" (the cash left out when there is none). */
export function daySummary(count: number, cod: number): string {
  const orders = `${count} ${count === 1 ? 'order' : 'orders'}`;
  return cod > 0 ? `${orders} · ${formatPrice(cod)} cash to collect` : `${orders} · no cash to collect`;
}
