// An order's status as a coloured badge (the colours of SPEC §4 Order status values).
const TONES: Record<string, string> = {
  Pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300 dark:bg-yellow-900/40 dark:text-yellow-100 dark:ring-yellow-700',
  Processing: 'bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-900/40 dark:text-blue-100 dark:ring-blue-700',
  Shipped: 'bg-indigo-100 text-indigo-900 ring-indigo-300 dark:bg-indigo-900/40 dark:text-indigo-100 dark:ring-indigo-700',
  Delivered: 'bg-green-100 text-green-900 ring-green-300 dark:bg-green-900/40 dark:text-green-100 dark:ring-green-700',
  Cancelled: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-900/40 dark:text-red-100 dark:ring-red-700',
  Refunded: 'bg-stone-200 text-stone-800 ring-stone-300 dark:bg-stone-700 dark:text-stone-100 dark:ring-stone-600',
};

export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${TONES[status] ?? TONES.Refunded}`}
    >
      {status}
    </span>
  );
}
