// Labels of the dashboard's IST calendar days ('YYYY-MM-DD'), through lib/format.
import { formatDate, formatDateTime } from '@/lib/format/date';

const istMidnight = (date: string) => `${date}T00:00:00+05:30`;

/** 'Nov 3' */
export function shortDay(date: string): string {
  return formatDateTime(istMidnight(date)).split(',')[0] ?? date;
}

/** 'November 3, 2026' */
export function longDay(date: string): string {
  return formatDate(istMidnight(date));
}
