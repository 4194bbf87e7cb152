// The notices of the orders screens, in the look of the rest of the account area.
import { CircleAlert, CircleCheck, Landmark, LogIn, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format/money';
import { orderNumberLabel } from '@/lib/order-display';
import type { Order } from '../api/get-orders';

export const LOG_IN_FOR_ORDERS = 'Please log in to view your orders.';

export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1 font-semibold">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="btn btn-outline py-1.5">
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </button>
      )}
    </div>
  );
}

/** Shown instead of orders when there is no session (the guards normally redirect first). */
export function LoginNotice() {
  return (
    <div role="alert" className="card flex flex-col items-center gap-4 p-10 text-center">
      <p className="text-lg font-semibold">{LOG_IN_FOR_ORDERS}</p>
      <Link to="/login" className="btn btn-primary">
        <LogIn aria-hidden="true" className="size-4" />
        Login
      </Link>
    </div>
  );
}

/** Money taken for this order that goes back to the customer. */
export function RefundNotice({ refund }: { refund: NonNullable<Order['refund']> }) {
  const amount = formatMoney(refund.amount);
  const why =
    refund.reason === 'cancelled'
      ? `Your payment of ${amount} arrived after this order was cancelled, so it will not be delivered.`
      : `This order was already paid when a second payment of ${amount} came in.`;
  if (!refund.due) {
    return (
      <p role="status" className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-stone-50 px-5 py-4 dark:border-stone-700 dark:bg-stone-900">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <span>
          {why} <strong>It has been refunded.</strong>
        </span>
      </p>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <span>
        {why} <strong>We will refund it to the way you paid.</strong>
      </span>
    </p>
  );
}

/** An order placed to be paid by bank transfer, while the money has not arrived: where to send it. */
export function BankTransferNotice({ order, account }: { order: Pick<Order, 'totalAmount' | 'orderNumber'>; account: string }) {
  return (
    <p
      role="status"
      data-testid="bank-transfer-notice"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span className="min-w-0 break-words">
        Pay <strong>{formatMoney(order.totalAmount)}</strong> by bank transfer (NEFT, RTGS or IMPS) to: <strong>{account}</strong>. Quote
        order <strong className="tabular-nums">{orderNumberLabel(order)}</strong> as the reference. We confirm your order when the money
        arrives.
      </span>
    </p>
  );
}
