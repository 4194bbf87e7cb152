// Order status badges (SPEC §4): Pending yellow, Processing blue, Shipped indigo, Delivered green,
// Cancelled red, Refunded grey.
import { ORDER_STATUSES, type OrderStatus } from '@/lib/constants';

export type StatusColour = 'yellow' | 'blue' | 'indigo' | 'green' | 'red' | 'grey';

export const STATUS_COLOURS: Record<OrderStatus, StatusColour> = {
  Pending: 'yellow',
  Processing: 'blue',
  Shipped: 'indigo',
  Delivered: 'green',
  Cancelled: 'red',
  Refunded: 'grey',
};

// Whole class strings (Tailwind only sees literal class names).
const BADGE_CLASSES: Record<StatusColour, string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-900/40 dark:text-yellow-100 dark:ring-yellow-700',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-900/40 dark:text-blue-100 dark:ring-blue-700',
  indigo: 'bg-indigo-100 text-indigo-900 ring-indigo-300 dark:bg-indigo-900/40 dark:text-indigo-100 dark:ring-indigo-700',
  green: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-900/40 dark:text-green-100 dark:ring-green-700',
  red: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-900/40 dark:text-red-100 dark:ring-red-700',
  grey: 'bg-stone-200 text-stone-800 ring-stone-300 dark:bg-stone-700/60 dark:text-stone-100 dark:ring-stone-600',
};

const DOT_CLASSES: Record<StatusColour, string> = {
  yellow: 'bg-yellow-500',
  blue: 'bg-blue-600',
  indigo: 'bg-indigo-600',
  green: 'bg-green-600',
  red: 'bg-red-600',
  grey: 'bg-stone-500',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The colour of a status; an unknown value is grey. */
export function statusColour(status: string): StatusColour {
  return isOrderStatus(status) ? STATUS_COLOURS[status] : 'grey';
}

/** Badge classes (background, text and ring) for a status, light and dark. */
export function statusBadgeClasses(status: string): string {
  return BADGE_CLASSES[statusColour(status)];
}

export function statusDotClasses(status: string): string {
  return DOT_CLASSES[statusColour(status)];
}
