// The printable packing slip of an order (the slip itself: packing-slip.tsx).
// On paper only the slip prints: the admin frame and the buttons carry `print:hidden`.
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { isNotFound } from '@/lib/api/client';
import { orderNumberLabel } from '@/lib/order-display';
import { useAdminOrder } from '../api/get-admin-order';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MSG } from '../lib/messages';
import { ErrorNote, Loading } from './admin-ui';
import { PackingSlip } from './packing-slip';

export function PackingSlipScreen({ orderId }: { orderId: string }) {
  const order = useAdminOrder(orderId);
  useDocumentTitle(order.data ? `Packing slip ${orderNumberLabel(order.data)}` : 'Packing slip', 'admin');
  return (
    <>
      {/* Margins of the printed page; the slip fills A4 or A5. */}
      <style>{'@page { margin: 12mm; }'}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={`/admin/orders/${orderId}`}
          className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to order
        </Link>
        <button type="button" onClick={() => window.print()} disabled={!order.data} className="btn btn-primary">
          <Printer aria-hidden="true" className="size-4" />
          Print
        </button>
      </div>
      {order.isPending ? (
        <Loading label="Loading packing slip..." />
      ) : order.isError ? (
        <ErrorNote>{isNotFound(order.error) ? MSG.orderNotFound : MSG.packingSlipFailed}</ErrorNote>
      ) : (
        <PackingSlip order={order.data} />
      )}
    </>
  );
}
