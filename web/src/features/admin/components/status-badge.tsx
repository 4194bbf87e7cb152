// An order status with its colour (SPEC §4).
import { statusBadgeClasses, statusDotClasses } from '../lib/order-status';

export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  return (
    <span
      data-status-colour
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${statusBadgeClasses(status)} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${statusDotClasses(status)}`} />
      {status}
    </span>
  );
}
