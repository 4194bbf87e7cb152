// An order's status as a coloured badge with a dot (the colours of SPEC §4 Order status values),
// on the customer's orders and the admin's dashboard and order detail.
import { statusBadgeClasses, statusColour, statusDotClasses } from '@/lib/order-status';

export function OrderStatusBadge({ status, className = '' }: { status: string; className?: string }) {
  return (
    <span
      data-testid="order-status"
      data-status-colour={statusColour(status)}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${statusBadgeClasses(status)} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${statusDotClasses(status)}`} />
      {status}
    </span>
  );
}
