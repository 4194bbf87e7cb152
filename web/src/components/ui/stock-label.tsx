// "Only N left" / "Out of stock" for a product (issue 10), the one label the product card, quick
// view and product page share. Nothing renders for plenty of stock or an uncounted product.
import { Hourglass, PackageX } from 'lucide-react';
import { isSoldOut, stockLabel, type Stock } from '@/lib/stock';

export function StockLabel({ stock, className = '' }: { stock: Stock; className?: string }) {
  const label = stockLabel(stock);
  if (label === null) return null;
  const out = isSoldOut(stock);
  const Icon = out ? PackageX : Hourglass;
  return (
    <span
      data-stock={out ? 'out' : 'low'}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold tracking-wide shadow-sm ${
        out ? 'bg-stone-800 text-white dark:bg-stone-200 dark:text-stone-900' : 'bg-amber-300 text-amber-950'
      } ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
