// The order detail's refund notice: money taken for this order must go back to the customer
// (a payment after cancellation, or a second payment). Stays until the owner marks it made.
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useMarkOrderRefunded } from '../api/update-order-refund';
import { MSG, withReason } from '../lib/messages';
import { refundExplanation, refundReasonLabel, type AdminOrder, type OrderRefund } from '../lib/order-view';

export function RefundNotice({ order, refund }: { order: AdminOrder; refund: OrderRefund }) {
  const mark = useMarkOrderRefunded();
  if (!refund.due) {
    return (
      <section
        aria-labelledby="refund-heading"
        className="flex items-start gap-3 rounded-2xl border border-stone-200 bg-stone-50 px-5 py-4 text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <div>
          <h2 id="refund-heading" className="font-bold">
            Refunded {formatMoney(refund.amount)}
          </h2>
          <p className="text-sm">
            {refundReasonLabel(refund)}
            {refund.refundedAt ? ` · marked refunded ${formatDateTime(refund.refundedAt)}` : ''}
          </p>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="refund-heading"
      className="rounded-2xl border-2 border-red-300 bg-red-50 px-5 py-4 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
    >
      <div className="flex flex-wrap items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700 dark:text-red-300" />
        <div className="min-w-0 flex-1 basis-64 space-y-2">
          <h2 id="refund-heading" className="font-display text-lg font-bold">
            Refund due: {formatMoney(refund.amount)}
          </h2>
          <p className="font-semibold">{refundReasonLabel(refund)}.</p>
          <p className="text-sm">{refundExplanation(refund)}</p>
          {refund.paymentIds.length > 0 && (
            <p className="text-sm">
              {refund.paymentIds.length === 1 ? 'Payment to refund: ' : 'Payments to refund: '}
              {refund.paymentIds.map((id, i) => (
                <span key={id}>
                  {i > 0 && ', '}
                  <code className="rounded bg-white/70 px-1.5 py-0.5 font-mono text-xs break-all dark:bg-black/30">{id}</code>
                </span>
              ))}
              {order.paymentInfo?.provider ? ` (${order.paymentInfo.provider})` : ''}
            </p>
          )}
          <p className="text-xs">Flagged {formatDateTime(refund.flaggedAt)}</p>
          {mark.isError && <p role="alert" className="text-sm font-semibold">{withReason(MSG.refundMarkFailed, mark.error)}</p>}
        </div>
        <button
          type="button"
          className="btn btn-outline ml-9 shrink-0 border-red-300 bg-white text-red-900 hover:bg-red-100 dark:border-red-700 dark:bg-transparent dark:text-red-100"
          disabled={mark.isPending}
          onClick={() => {
            if (window.confirm(MSG.refundMarkConfirm)) mark.mutate(order._id);
          }}
        >
          {mark.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Mark as refunded
        </button>
      </div>
    </section>
  );
}
