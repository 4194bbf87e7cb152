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
