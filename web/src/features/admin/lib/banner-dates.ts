// Banner validity windows (SPEC §3, §5). The form uses datetime-local inputs whose value
// 'YYYY-MM-DDTHH:MM' is shop time (IST): the server reads it so. Stored times come back as RFC 3339.
import { SHOP_TIMEZONE } from '@/lib/constants';

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A stored timestamp as a datetime-local value in shop time; '' when missing or invalid. */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(time).find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** True for a real calendar date and time in 'YYYY-MM-DDTHH:MM' form. */
export function isValidDateTimeLocal(value: string): boolean {
  const match = LOCAL_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  );
}

/** The request value of a datetime-local field: an empty or invalid value means null. */
export function fromDateTimeLocal(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text && isValidDateTimeLocal(text) ? text : null;
}

export type BannerSchedule = 'always' | 'scheduled' | 'live' | 'expired';

/** Where `now` falls in a banner's window. */
export function bannerSchedule(startAt: string | null | undefined, endAt: string | null | undefined, now: number): BannerSchedule {
  const start = startAt ? Date.parse(startAt) : NaN;
  const end = endAt ? Date.parse(endAt) : NaN;
  if (Number.isNaN(start) && Number.isNaN(end)) return 'always';
  if (!Number.isNaN(start) && now < start) return 'scheduled';
  if (!Number.isNaN(end) && now >= end) return 'expired';
  return 'live';
}
