// The admin order detail's Refunds card (issue 21): what was paid, given back and is left, the
// refunds made with their credit notes, and the form to give money back.
import { useState, type ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import { formatMoney } from '@/lib/format/money';
import { useOrderRefunds } from '../api/get-order-refunds';
import { MSG, withReason } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import { canRefundSale, refundOutcome, totalLeft, type OrderRefunds, type Refund } from '../lib/refunds';
import { ErrorNote, Loading } from './admin-ui';
import { RefundForm } from './refund-form';
import { RefundList } from './refund-list';

/** Whether the order can have refunds: money came in for it, or some already went back. */
export function hasRefundsCard(order: Pick<AdminOrder, 'paymentStatus' | 'refunded' | 'refund'>): boolean {
  return order.paymentStatus === 'paid' || order.refunded > 0 || !!order.refund;
}

function Figure({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-3 rounded-xl bg-stone-50 px-3 py-2 sm:block dark:bg-stone-800/60">
      <dt className="text-xs font-semibold text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className={`font-bold tabular-nums sm:mt-0.5 ${strong ? 'text-emerald-800 dark:text-emerald-300' : ''}`}>{children}</dd>
    </div>
  );
}

function RefundsBody({ order, summary }: { order: AdminOrder; summary: OrderRefunds }) {
  const [outcome, setOutcome] = useState<ReturnType<typeof refundOutcome> | null>(null);
  const refundable = canRefundSale(summary);
  const left = totalLeft(summary);
  const onRefunded = (refund: Refund) => setOutcome(refundOutcome(refund));
  return (
    <div className="space-y-5">
      <dl className="grid gap-2 text-sm sm:grid-cols-3 sm:gap-3">
        <Figure label="Paid">{formatMoney(summary.paid)}</Figure>
        <Figure label="Refunded">{formatMoney(summary.refunded)}</Figure>
        <Figure label="Left to refund" strong={left > 0}>
          {formatMoney(left)}
        </Figure>
      </dl>
      {summary.excessDue > 0 && (
        <p className="text-sm font-semibold text-red-800 dark:text-red-300">
          {formatMoney(summary.excessDue)} of it is a payment that bought nothing: give it back whole with the Refund button at the top.
        </p>
      )}
      {outcome && (
        <Notice tone={outcome.tone} bodyAs="p">
          {outcome.text}
        </Notice>
      )}
      {summary.paid <= 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">Nothing has been paid for this order, so there is nothing to refund.</p>
      ) : (
        <div className={`grid gap-6 ${refundable ? 'lg:grid-cols-2' : ''}`}>
          <div>
            <h3 className="mb-2 font-display text-base font-bold">Refunds made</h3>
            <RefundList refunds={summary.refunds} />
          </div>
          {refundable ? (
            <div className="border-t border-stone-200 pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6 dark:border-stone-800">
              <RefundForm order={order} summary={summary} onRefunded={onRefunded} />
            </div>
          ) : (
            left <= 0 && <p className="text-sm text-stone-600 dark:text-stone-400">Everything paid for this order has been given back.</p>
          )}
        </div>
      )}
    </div>
  );
}

export function RefundsCard({ order }: { order: AdminOrder }) {
  const refunds = useOrderRefunds(order._id);
  return (
    <section aria-labelledby="order-refunds" className="card p-5 sm:p-6">
      <h2 id="order-refunds" className="mb-4 font-display text-lg font-bold">
        Refunds
      </h2>
      {refunds.isPending ? (
        <Loading label="Loading refunds..." />
      ) : refunds.isError ? (
        <ErrorNote>{withReason(MSG.refundsFailed, refunds.error)}</ErrorNote>
      ) : (
        <RefundsBody order={order} summary={refunds.data} />
      )}
    </section>
  );
}
