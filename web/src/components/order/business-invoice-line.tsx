// The business an order was bought for (issue 24): its legal name and GSTIN, which its GST tax
// invoice carries. On the customer's and the admin's order detail.
import { Building2 } from 'lucide-react';

/** The order's `business` (the API's BusinessBuyer). */
export interface OrderBusiness {
  gstin: string;
  legalName: string;
}

export function BusinessInvoiceLine({ business, className = '' }: { business: OrderBusiness; className?: string }) {
  return (
    <p data-testid="business-invoice" className={`flex items-start gap-2 text-sm ${className}`}>
      <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
      <span className="min-w-0 break-words">
        <span className="text-stone-600 dark:text-stone-400">Business invoice: </span>
        <span className="font-semibold">{business.legalName}</span>
        {' · GSTIN '}
        <span className="font-mono font-semibold">{business.gstin}</span>
      </span>
    </p>
  );
}
