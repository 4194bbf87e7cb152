// A cash-on-delivery order whose cash is still to be collected (issue 11 part 4): how much, and a
// button to record the cash once the courier has it. The order then shows as Paid.
import { Banknote, LoaderCircle } from 'lucide-react';
import { formatMoney } from '@/lib/format/money';
import { orderNumberLabel } from '@/lib/order-display';
import { toast } from '@/lib/toast';
import { useRecordCashPayment } from '../api/record-cash-payment';
import { MSG, withReason } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';

export function cashConfirmText(order: Pick<AdminOrder, 'orderNumber' | 'totalAmount'>): string {
  return `Record ${formatMoney(order.totalAmount)} received in cash for order ${orderNumberLabel(order)}? The order becomes Paid.`;
}

export function CashDueNotice({ order }: { order: AdminOrder }) {
  const record = useRecordCashPayment();
  return (
    <section
      aria-labelledby="cash-due-heading"
      className="flex flex-wrap items-start gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <Banknote aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-700 dark:text-amber-300" />
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <h2 id="cash-due-heading" className="font-display text-lg font-bold">
          Cash on delivery: {formatMoney(order.totalAmount)} to collect
        </h2>
        <p className="text-sm">Record the cash once the courier has it. The order then shows as paid.</p>
        {record.isError && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-200">
            {withReason(MSG.cashRecordFailed, record.error)}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-primary ml-9 shrink-0"
        disabled={record.isPending}
        onClick={() => {
          if (!window.confirm(cashConfirmText(order))) return;
          record.mutate(order._id, { onSuccess: () => toast.success('Cash payment recorded.') });
        }}
      >
        {record.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        Record cash received
      </button>
    </section>
  );
}
