// The status choice list of an order row: saving happens at once (SPEC §2 Orders list, §4).
import { ChevronDown } from 'lucide-react';
import { ORDER_STATUSES } from '@/lib/constants';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { MSG } from '../lib/messages';
import { isOrderStatus, statusBadgeClasses } from '@/lib/order-status';

/** `label`: the order as the list names it ('#10482'). */
export function OrderStatusSelect({ orderId, label, status }: { orderId: string; label: string; status: string }) {
  const update = useUpdateOrderStatus();
  const saving = update.isPending;

  return (
    <div className="relative inline-flex">
      <select
        value={status}
        aria-label={`Status of order ${label}`}
        disabled={saving}
        onChange={(e) => {
          const next = e.target.value;
          if (!isOrderStatus(next) || next === status) return;
          update.mutate(
            { id: orderId, status: next },
            {
              onError: () => window.alert(MSG.orderStatusFailed),
            },
          );
        }}
        className={`appearance-none rounded-full py-1 pr-7 pl-3 text-xs font-bold ring-1 ring-inset focus-visible:outline-offset-1 disabled:opacity-60 ${statusBadgeClasses(status)}`}
      >
        {!isOrderStatus(status) && <option value={status}>{status}</option>}
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s} className="bg-white text-stone-900 dark:bg-stone-900 dark:text-stone-100">
            {s}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-2 size-3.5 -translate-y-1/2 opacity-70" />
    </div>
  );
}
