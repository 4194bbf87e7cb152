// Date formatting in the shop's time zone (DESIGN §11). A module of its own so dayjs stays out of
// the storefront entry bundle: only the account and admin screens show dates.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT, DATE_TIME_FORMAT, DELIVERY_DAY_FORMAT, ORDER_ID_DISPLAY_LENGTH, SHOP_TIMEZONE } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Order dates: 'MMM D, YYYY h:mm A' in Asia/Kolkata. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).tz(SHOP_TIMEZONE).format(DATE_TIME_FORMAT);
}

/** Calendar dates (e.g. the joined date): 'MMMM D, YYYY' in Asia/Kolkata. */
export function formatDate(iso: string): string {
  return dayjs(iso).tz(SHOP_TIMEZONE).format(DATE_FORMAT);
}

/** Orders are shown by the first 8 characters of their id. */
export function shortOrderId(id: string): string {
  return id.slice(0, ORDER_ID_DISPLAY_LENGTH);
}

/** A delivery day (`YYYY-MM-DD`, an IST calendar day) as 'Fri, Nov 27'. */
export function formatDeliveryDay(date: string): string {
  // A plain date names a calendar day: read and shown as it is, whatever the browser's zone.
  return dayjs(date).format(DELIVERY_DAY_FORMAT);
}

/** An order's delivery day and slot: 'Fri, Nov 27, 7–11'. */
export function formatDeliverySlot(delivery: { date: string; label: string }): string {
  return `${formatDeliveryDay(delivery.date)}, ${delivery.label}`;
}

/** An IST hour (0–24) in 12-hour words: 7 → '7 am', 17 → '5 pm', 12 → '12 noon', 0 and 24 → '12 midnight'. */
function hourWords(hour: number): { text: string; half: 'am' | 'pm' | '' } {
  if (hour === 12) return { text: '12 noon', half: '' };
  if (hour === 0 || hour === 24) return { text: '12 midnight', half: '' };
  return hour < 12 ? { text: String(hour), half: 'am' } : { text: String(hour - 12), half: 'pm' };
}

/** A slot label of IST hours ('7–11', '17–21') in 12-hour words: '7–11 am', '5–9 pm', '11 am–3 pm'. */
export function slotWords(label: string): string {
  const match = /^(\d{1,2})\s*[–-]\s*(\d{1,2})$/.exec(label.trim());
  if (!match) return label;
  const from = hourWords(Number(match[1]));
  const to = hourWords(Number(match[2]));
  const end = `${to.text}${to.half ? ` ${to.half}` : ''}`;
  if (from.half && from.half === to.half) return `${from.text}–${end}`;
  return `${from.text}${from.half ? ` ${from.half}` : ''}–${end}`;
}

/** A calendar day (`YYYY-MM-DD`) and the day after it. */
function nextDay(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A delivery day as people write it in India: 'Sat 28 Nov'. */
export function shortDay(date: string): string {
  // A plain date names a calendar day: read and shown as it is, whatever the browser's zone.
  return dayjs(date).format('ddd D MMM');
}

/** A delivery day's weekday and day of the month, for a day chip: ['Sat', '28 Nov']. */
export function dayChipParts(date: string): [weekday: string, dayMonth: string] {
  return [dayjs(date).format('ddd'), dayjs(date).format('D MMM')];
}

/** The Indian calendar day (`YYYY-MM-DD`) at `now`, whatever the browser's zone. */
export function istToday(now: Date = new Date()): string {
  return dayjs(now).tz(SHOP_TIMEZONE).format('YYYY-MM-DD');
}

/** A delivery day counted from `today` (both `YYYY-MM-DD`, IST): 'Today', 'Tomorrow', else 'Sat 28 Nov'. */
export function dayWords(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === nextDay(today)) return 'Tomorrow';
  return shortDay(date);
}

/**
 * An order's delivery day and slot in words, from the customer's point of view, the same at
 * checkout, on the confirmation and on the order: 'Today, 5–9 pm', 'Tomorrow, 7–11 am', else
 * 'Sat 28 Nov, 11 am–3 pm'. `today` is the IST day to count from (`YYYY-MM-DD`, as the delivery
 * calendar gives it), or the moment whose IST day it is.
 */
export function deliveryWords(delivery: { date: string; label: string }, today: Date | string = new Date()): string {
  const from = typeof today === 'string' ? today : istToday(today);
  return `${dayWords(delivery.date, from)}, ${slotWords(delivery.label)}`;
}
