// A corporate order's deliveries (one child order per gift recipient), shown on the parent order
// to the buyer and to the admin: how many are delivered (a progress bar, with the shipped and the
// cancelled), and the list of deliveries by order number — recipient, city and PIN code, day and
// slot, status. Each screen fetches its own list (the buyer's or the admin's route) and says
// where a delivery links to; 50 show at first, the rest on request.
import { RotateCcw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '@/lib/api/client';
import type { DeliveryProgress } from '@/lib/corporate-order';
import { shortDay, slotWords } from '@/lib/format/date';
import { orderNumberLabel } from '@/lib/order-display';
import { Loading } from '@/components/ui/loading';
import { Notice } from '@/components/ui/notice';
import { OrderStatusBadge } from './order-status-badge';

type Order = Schemas['Order'];

export type { DeliveryProgress };

export const FIRST_SHOWN = 50;
export const DELIVERIES_FAILED = 'The deliveries could not be loaded.';

/** "Delivered 312 of 400", as a bar; shipped and cancelled beside it. */
export function DeliveriesProgressBar({ progress }: { progress: DeliveryProgress }) {
  const labelId = useId();
  const { deliveries, delivered, shipped, cancelled } = progress;
  const share = deliveries > 0 ? Math.min(100, (delivered / deliveries) * 100) : 0;
  return (
    <div>
      <p id={labelId} data-testid="deliveries-delivered" className="font-semibold">
        Delivered <span className="tabular-nums">{delivered}</span> of <span className="tabular-nums">{deliveries}</span>
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={deliveries}
        aria-valuenow={delivered}
        className="mt-2 h-3 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
      >
        <div className="h-full rounded-full bg-emerald-600 dark:bg-emerald-500" style={{ width: `${share}%` }} />
      </div>
      <p data-testid="deliveries-counts" className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        <span className="tabular-nums">{shipped}</span> on the way · <span className="tabular-nums">{cancelled}</span> cancelled
      </p>
    </div>
  );
}

function recipientOf(order: Order): string {
  return order.gift?.recipientName || order.shippingAddress.name;
}

const head = 'px-3 py-2.5 text-left text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400';
const cell = 'block px-0 py-0.5 md:table-cell md:px-3 md:py-2.5 md:align-top';
/** The column's name before a value on a phone, where the cells stack as a card. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return <span className="mr-1 text-xs font-semibold text-stone-600 md:hidden dark:text-stone-400">{children}:</span>;
}

export function DeliveriesList({ deliveries, hrefOf }: { deliveries: Order[]; hrefOf: (delivery: Order) => string }) {
  const [showAll, setShowAll] = useState(false);
  if (deliveries.length === 0) {
    return <p className="text-sm text-stone-600 dark:text-stone-400">No deliveries yet.</p>;
  }
  const shown = showAll ? deliveries : deliveries.slice(0, FIRST_SHOWN);
  return (
    <>
      <div className="md:overflow-x-auto md:rounded-xl md:border md:border-stone-200 md:dark:border-stone-800">
        <table className="block w-full text-sm md:table">
          <caption className="sr-only">Deliveries</caption>
          <thead className="hidden border-b border-stone-200 bg-stone-50 md:table-header-group dark:border-stone-800 dark:bg-stone-900/60">
            <tr>
              <th scope="col" className={head}>Delivery</th>
              <th scope="col" className={head}>Recipient</th>
              <th scope="col" className={head}>City / PIN</th>
              <th scope="col" className={head}>Day and slot</th>
              <th scope="col" className={head}>Status</th>
            </tr>
          </thead>
          <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-100 md:dark:divide-stone-800">
            {shown.map((delivery) => (
              <tr
                key={delivery._id}
                data-testid="delivery-row"
                className="block rounded-xl border border-stone-200 p-3 md:table-row md:rounded-none md:border-0 md:p-0 dark:border-stone-800"
              >
                <th scope="row" className={`${cell} text-left font-semibold`}>
                  <Link to={hrefOf(delivery)} className="text-emerald-800 tabular-nums hover:underline dark:text-emerald-300">
                    {orderNumberLabel(delivery)}
                  </Link>
                </th>
                <td className={`${cell} break-words`}>
                  <PhoneLabel>Recipient</PhoneLabel>
                  {recipientOf(delivery)}
                </td>
                <td className={cell}>
                  <PhoneLabel>City / PIN</PhoneLabel>
                  {delivery.shippingAddress.city} {delivery.shippingAddress.zip}
                </td>
                <td className={`${cell} md:whitespace-nowrap`}>
                  <PhoneLabel>Day and slot</PhoneLabel>
                  {delivery.delivery ? `${shortDay(delivery.delivery.date)}, ${slotWords(delivery.delivery.label)}` : 'Not set'}
                </td>
                <td className={`${cell} pt-1.5`}>
                  <OrderStatusBadge status={delivery.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length < deliveries.length && (
        <div className="mt-4 flex justify-center">
          <button type="button" onClick={() => setShowAll(true)} className="btn btn-outline py-2">
            Show all {deliveries.length} deliveries
          </button>
        </div>
      )}
    </>
  );
}

/** The "Deliveries" card: the progress, then the list (or its loading state or error). */
export function CorporateDeliveriesCard({
  progress,
  list,
  hrefOf,
  actions,
  className = '',
}: {
  progress: DeliveryProgress;
  list: { data?: Order[]; isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  hrefOf: (delivery: Order) => string;
  /** Beside the heading (the admin's "Print all packing slips"). */
  actions?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card p-5 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-lg font-bold">
          Deliveries
        </h2>
        {actions}
      </div>
      <div className="mt-4">
        <DeliveriesProgressBar progress={progress} />
      </div>
      <div className="mt-5">
        {list.isPending ? (
          <Loading label="Loading deliveries..." />
        ) : list.isError || !list.data ? (
          <Notice tone="error">
            <p>{DELIVERIES_FAILED}</p>
            <button type="button" onClick={() => void list.refetch()} className="mt-2 inline-flex items-center gap-1.5 font-semibold underline">
              <RotateCcw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </Notice>
        ) : (
          <DeliveriesList deliveries={list.data} hrefOf={hrefOf} />
        )}
      </div>
    </section>
  );
}

/** On a delivery: "Part of corporate order #N", linking to the parent. */
export function ParentOrderLine({ number, href, className = '' }: { number: number; href: string; className?: string }) {
  return (
    <p data-testid="parent-order" className={`text-sm ${className}`}>
      Part of corporate order{' '}
      <Link to={href} className="font-semibold text-emerald-800 tabular-nums hover:underline dark:text-emerald-300">
        #{number}
      </Link>
    </p>
  );
}
