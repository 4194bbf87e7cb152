// Promotion times in shop time (IST, Asia/Kolkata: UTC+05:30 all year, no daylight saving). The
// form's datetime-local fields ('YYYY-MM-DDTHH:MM') are IST whatever the browser's zone; they go
// to the server with '+05:30' and come back as any RFC 3339 time, shown again in IST.

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The wall-clock time in IST at `iso`, as UTC fields of a Date; null when `iso` is not a time. */
function istClock(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + IST_OFFSET_MS);
}

/**
 * A datetime-local value read as IST, for the server: '2026-11-12T18:00' → '2026-11-12T18:00:00+05:30'.
 * '' gives null (no time); a value that is not a real date and time gives undefined (an error).
 */
export function istLocalToIso(local: string): string | null | undefined {
  const text = local.trim();
  if (!text) return null;
  const match = LOCAL.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  return real ? `${text}:00+05:30` : undefined;
}

/** A stored time as a datetime-local value in IST: '2026-11-12T12:30:00Z' → '2026-11-12T18:00'; '' for none. */
export function isoToIstLocal(iso: string | null | undefined): string {
  const clock = iso ? istClock(iso) : null;
  return clock ? clock.toISOString().slice(0, 16) : '';
}

/** A time's IST day, and its time of day unless midnight: '12 Nov 2026', '30 Nov 2026, 11:59 pm'. */
export function istDateWords(iso: string): string {
  const clock = istClock(iso);
  if (!clock) return '';
  const day = `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
  const hours = clock.getUTCHours();
  const minutes = clock.getUTCMinutes();
  if (hours === 0 && minutes === 0) return day;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${day}, ${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
