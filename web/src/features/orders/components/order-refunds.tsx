// The customer's order detail: money given back on the order (issue 21), each refund with where
// it stands and its GST credit note to download.
import { FileText, RotateCcw } from 'lucide-react';
import { DownloadButton } from '@/components/ui/download-button';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { refundLineLabel, refundStatus, type Refund } from '@/lib/refunds';
import { FAILED_TO_LOAD_REFUNDS, getCreditNote, useOrderRefunds } from '../api/get-order-refunds';

/** Where a refund stands, in the customer's words. */
export function refundStatusWords(refund: Pick<Refund, 'status' | 'processedAt' | 'createdAt'>): string {
  switch (refundStatus(refund)) {
    case 'processed':
      return `Refunded on ${formatDate(refund.processedAt ?? refund.createdAt)}`;
    case 'failed':
      return 'Refund failed — we will contact you';
    default:
      return 'Refund on its way';
  }
}

const STATUS_CLASSES = {
  pending: 'text-amber-800 dark:text-amber-300',
  processed: 'text-emerald-800 dark:text-emerald-300',
  failed: 'text-red-800 dark:text-red-300',
} as const;

function RefundEntry({ orderId, refund }: { orderId: string; refund: Refund }) {
  return (
    <li data-testid="customer-refund" className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-bold tabular-nums">{formatMoney(refund.amount)}</p>
        <p data-testid="refund-status-words" className={`text-sm font-semibold ${STATUS_CLASSES[refundStatus(refund)]}`}>
          {refundStatusWords(refund)}
        </p>
      </div>
      {refund.reason && <p className="text-sm break-words text-stone-700 dark:text-stone-300">{refund.reason}</p>}
      {refund.lines.some((line) => line.qty > 0) && (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          For {refund.lines.filter((line) => line.qty > 0).map(refundLineLabel).join(', ')}
        </p>
      )}
      {refund.creditNote && (
        <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
          <p className="flex items-center gap-2 text-sm">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <span className="text-stone-600 dark:text-stone-400">Credit note</span>{' '}
            <span className="font-mono font-semibold break-all">{refund.creditNote.number}</span>
          </p>
          <DownloadButton label="Download credit note" fetchFile={() => getCreditNote(orderId, refund._id)} />
        </div>
      )}
    </li>
  );
}

export function OrderRefunds({ userId, orderId }: { userId: string; orderId: string }) {
  const query = useOrderRefunds(userId, orderId, true);
  return (
    <section aria-labelledby="order-refunds-heading" className="card mt-6 p-5 sm:p-6">
      <h2 id="order-refunds-heading" className="font-display text-lg font-bold">
        Refunds
      </h2>
      <div className="mt-3">
        {query.isPending ? (
          <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
            Loading refunds...
          </p>
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm font-semibold text-red-800 dark:text-red-300">
            {FAILED_TO_LOAD_REFUNDS}
            <button type="button" onClick={() => void query.refetch()} className="btn btn-outline py-1.5">
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-stone-600 dark:text-stone-400">No refunds yet.</p>
        ) : (
          <ul className="divide-y divide-stone-100 dark:divide-stone-800">
            {query.data.map((refund) => (
              <RefundEntry key={refund._id} orderId={orderId} refund={refund} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
