// The order detail's refund notice: money taken for this order must go back to the customer
// (a payment after cancellation, or a second payment). Its Refund button gives that payment back
// whole (issue 21); the notice stays until the money went back. An order flagged before refunds
// were made here, with no such payment left to give back, is still marked refunded by hand.
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { orderNumberLabel } from '@/lib/order-display';
import { refundStatus } from '@/lib/refunds';
import { useCreateRefund } from '../api/create-refund';
import { useOrderRefunds } from '../api/get-order-refunds';
import { useMarkOrderRefunded } from '../api/update-order-refund';
import { MSG, withReason } from '../lib/messages';
import { refundExplanation, refundReasonLabel, type AdminOrder, type OrderRefund } from '../lib/order-view';
import { excessReason, newRequestId, refundOutcome } from '../lib/refunds';

const noticeButton =
  'btn btn-outline border-red-300 bg-white text-red-900 hover:bg-red-100 dark:border-red-700 dark:bg-transparent dark:text-red-100';

/** The question asked before a payment goes back whole. */
export function excessConfirmText(order: Pick<AdminOrder, 'orderNumber'>, amount: number, reason: string): string {
  return `Refund ${formatMoney(amount)} on order ${orderNumberLabel(order)}? ${reason}: the whole payment goes back the way the customer paid.`;
}

/** What ends a due refund: the Refund button, a note that it is on its way, or (older orders) "Mark as refunded". */
function DueAction({ order, refund }: { order: AdminOrder; refund: OrderRefund }) {
  const summary = useOrderRefunds(order._id);
  const give = useCreateRefund(order._id);
  const mark = useMarkOrderRefunded();
  const [requestId, setRequestId] = useState(newRequestId);
  const [failure, setFailure] = useState<string | null>(null);
  if (summary.isPending) return null;
  const excessDue = summary.data?.excessDue ?? 0;
  const sending = summary.data?.refunds.find((r) => r.kind === 'excess' && refundStatus(r) === 'pending');
  if (excessDue > 0) {
    const reason = excessReason(refund);
    return (
      <div className="ml-9 shrink-0 space-y-2">
        <button
          type="button"
          className={noticeButton}
          disabled={give.isPending}
          onClick={() => {
            if (!window.confirm(excessConfirmText(order, excessDue, reason))) return;
            setFailure(null);
            give.mutate(
              { requestId, reason, mode: 'excess' },
              {
                onSuccess: (made) => {
                  setRequestId(newRequestId());
                  if (made.status === 'failed') setFailure(refundOutcome(made).text);
                },
              },
            );
          }}
        >
          {give.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Refund {formatMoney(excessDue)}
        </button>
        {(give.isError || failure) && (
          <p role="alert" className="max-w-xs text-sm font-semibold">
            {give.error instanceof Error ? give.error.message : (failure ?? MSG.refundFailed)}
          </p>
        )}
      </div>
    );
  }
  if (sending) {
    return (
      <p role="status" className="ml-9 max-w-xs shrink-0 text-sm font-semibold">
        Refund of {formatMoney(sending.amount)} sent to Razorpay, waiting for it to confirm.
      </p>
    );
  }
  return (
    <div className="ml-9 shrink-0 space-y-2">
      <button
        type="button"
        className={noticeButton}
        disabled={mark.isPending}
        onClick={() => {
          if (window.confirm(MSG.refundMarkConfirm)) mark.mutate(order._id);
        }}
      >
        {mark.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        Mark as refunded
      </button>
      {mark.isError && (
        <p role="alert" className="max-w-xs text-sm font-semibold">
          {withReason(MSG.refundMarkFailed, mark.error)}
        </p>
      )}
    </div>
  );
}

export function RefundNotice({ order, refund }: { order: AdminOrder; refund: OrderRefund }) {
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
            {refund.refundedAt ? ` · refunded ${formatDateTime(refund.refundedAt)}` : ''}
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
        </div>
        <DueAction order={order} refund={refund} />
      </div>
    </section>
  );
}
