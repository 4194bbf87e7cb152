// The refunds made on an order, oldest first: amount, status, how the money went back, why, what
// was given back, and the credit note to download.
import { FileText } from 'lucide-react';
import { DownloadButton } from '@/components/ui/download-button';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { refundLineLabel, refundStatus, type Refund, type RefundStatus } from '@/lib/refunds';
import { getAdminCreditNote } from '../api/get-credit-note';
import { refundMethodLabel } from '../lib/refunds';

const STATUS: Record<RefundStatus, { label: string; badge: string; dot: string }> = {
  pending: {
    label: 'Pending',
    badge: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-700',
    dot: 'bg-amber-500',
  },
  processed: {
    label: 'Refunded',
    badge: 'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-900/40 dark:text-emerald-100 dark:ring-emerald-700',
    dot: 'bg-emerald-600',
  },
  failed: {
    label: 'Failed',
    badge: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-900/40 dark:text-red-100 dark:ring-red-700',
    dot: 'bg-red-600',
  },
};

export function RefundStatusBadge({ refund }: { refund: Pick<Refund, 'status'> }) {
  const status = STATUS[refundStatus(refund)];
  return (
    <span
      data-testid="refund-status"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${status.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${status.dot}`} />
      {status.label}
    </span>
  );
}

function RefundItem({ refund }: { refund: Refund }) {
  const failed = refundStatus(refund) === 'failed';
  return (
    <li data-testid="refund" className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-lg font-bold tabular-nums">{formatMoney(refund.amount)}</span>
        <RefundStatusBadge refund={refund} />
        <span className="text-sm text-stone-600 dark:text-stone-400">{refundMethodLabel(refund.method)}</span>
        <time dateTime={refund.createdAt} className="text-xs text-stone-600 sm:ml-auto dark:text-stone-400">
          {formatDateTime(refund.createdAt)}
        </time>
      </div>
      {failed && (
        <p className="text-sm font-semibold text-red-800 dark:text-red-300">
          {refund.failure ? `Failed: ${refund.failure}` : 'The refund failed.'}
        </p>
      )}
      <p className="text-sm break-words">
        <span className="text-stone-600 dark:text-stone-400">Reason: </span>
        {refund.reason}
      </p>
      {refund.kind === 'excess' && (
        <p className="text-sm text-stone-600 dark:text-stone-400">A payment that bought nothing, given back whole.</p>
      )}
      {refund.lines.length > 0 && (
        <div className="text-sm">
          <p className="text-stone-600 dark:text-stone-400">Given back:</p>
          <ul className="mt-0.5 space-y-0.5">
            {refund.lines.map((line) => (
              <li key={line.line} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{refundLineLabel(line)}</span>
                <span className="shrink-0 tabular-nums">{formatMoney(line.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {refund.creditNote && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-2 dark:bg-stone-800/60">
          <p className="flex items-center gap-2 text-sm">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <span className="text-stone-600 dark:text-stone-400">Credit note</span>{' '}
            <span data-testid="credit-note-number" className="font-mono font-semibold break-all">
              {refund.creditNote.number}
            </span>
          </p>
          <DownloadButton
            label="Download credit note"
            fetchFile={() => getAdminCreditNote(refund._id)}
            className="btn btn-outline px-3 py-1.5 text-sm"
          />
        </div>
      )}
    </li>
  );
}

export function RefundList({ refunds }: { refunds: Refund[] }) {
  if (refunds.length === 0) {
    return <p className="text-sm text-stone-600 dark:text-stone-400">No refunds yet.</p>;
  }
  return (
    <ol aria-label="Refunds made" className="divide-y divide-stone-100 dark:divide-stone-800">
      {refunds.map((refund) => (
        <RefundItem key={refund._id} refund={refund} />
      ))}
    </ol>
  );
}
