// The order tracking bar (SPEC §4): Order Placed, Confirmed, Shipped, Delivered. Steps up to and
// including the current one are highlighted. Cancelled and Refunded orders have no place on it.
import { TRACKING_STEPS, type OrderStatus } from '@/lib/constants';

export interface TrackingStep {
  label: string;
  /** Highlighted: reached (this step or a later one is the current status). */
  done: boolean;
  current: boolean;
}

/** Where a status sits on the bar; null for Cancelled and Refunded (and anything unknown). */
export function trackingIndex(status: string): number | null {
  switch (status as OrderStatus) {
    case 'Pending':
      return 0;
    case 'Processing':
      return 1;
    case 'Shipped':
      return 2;
    case 'Delivered':
      return 3;
    default:
      return null;
  }
}

/** The four steps for `status`, or null when the status is shown plainly instead of the bar. */
export function trackingSteps(status: string): TrackingStep[] | null {
  const index = trackingIndex(status);
  if (index === null) return null;
  return TRACKING_STEPS.map((step, i) => ({ label: step.label, done: i <= index, current: i === index }));
}
