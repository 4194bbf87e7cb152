// Every packing slip of a corporate order, one after another: a slip per delivery (gift recipient),
// by order number, each starting on a new printed page. The parent order names the page; its
// deliveries come from GET /api/admin/orders/{id}/deliveries.
// On paper only the slips print: the admin frame and the buttons carry `print:hidden`.
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { isNotFound } from '@/lib/api/client';
import { orderNumberLabel } from '@/lib/order-display';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminOrder } from '../api/get-admin-order';
import { useAdminOrderDeliveries } from '../api/get-admin-order-deliveries';
import { MSG } from '../lib/messages';
import { ErrorNote, Loading } from './admin-ui';
import { PackingSlip } from './packing-slip';

export function PackingSlipsScreen({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  const deliveries = useAdminOrderDeliveries(orderId);
  const title = order.data ? `Packing slips for order ${orderNumberLabel(order.data)}` : 'Packing slips';
  useDocumentTitle(title, 'admin');
  const slips = deliveries.data ?? [];
  return (
    <>
      {/* Margins of the printed page; each slip fills an A4 or A5 page of its own. */}
      <style>{'@page { margin: 12mm; }'}</style>
      <div className="mb-6 space-y-4 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            to={`/admin/orders/${orderId}`}
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to order
          </Link>
          <button type="button" onClick={() => window.print()} disabled={slips.length === 0} className="btn btn-primary">
            <Printer aria-hidden="true" className="size-4" />
            Print all
          </button>
        </div>
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{title}</h1>
          {deliveries.data && (
            <p className="mt-1 text-stone-600 dark:text-stone-400">
              {slips.length === 1 ? '1 delivery' : `${slips.length} deliveries`}, one slip to a printed page.
            </p>
          )}
        </div>
      </div>
      {order.isPending || deliveries.isPending ? (
        <Loading label="Loading packing slips..." />
      ) : order.isError ? (
        <ErrorNote>{isNotFound(order.error) ? MSG.orderNotFound : MSG.packingSlipsFailed}</ErrorNote>
      ) : deliveries.isError ? (
        <ErrorNote>{MSG.packingSlipsFailed}</ErrorNote>
      ) : slips.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">This order has no deliveries to pack.</p>
      ) : (
        <div className="space-y-8 print:space-y-0">
          {slips.map((delivery, index) => (
            <PackingSlip key={delivery._id} order={delivery} level={2} className={index > 0 ? 'break-before-page' : ''} />
          ))}
        </div>
      )}
    </>
  );
}
