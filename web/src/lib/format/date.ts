// Date formatting in the shop's time zone (DESIGN §11). A module of its own so dayjs stays out of
// the storefront entry bundle: only the account and admin screens show dates.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_FORMAT, DATE_TIME_FORMAT, ORDER_ID_DISPLAY_LENGTH, SHOP_TIMEZONE } from '../constants';

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
