// The order's GST invoice: its number and a button that downloads the PDF.
import { FileText } from 'lucide-react';
import { DownloadButton } from '@/components/ui/download-button';
import { getOrderInvoice } from '../api/get-order-invoice';

export function InvoiceDownload({ orderId, number }: { orderId: string; number: string }) {
  return (
    <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-5 dark:border-stone-800">
      <p className="flex items-center gap-2 text-sm">
        <FileText aria-hidden="true" className="size-4 text-emerald-700 dark:text-emerald-400" />
        <span className="text-stone-600 dark:text-stone-400">Invoice</span>
        <span data-testid="detail-invoice-number" className="font-mono font-semibold">
          {number}
        </span>
      </p>
      <DownloadButton label="Download invoice" fetchFile={() => getOrderInvoice(orderId)} />
    </div>
  );
}
