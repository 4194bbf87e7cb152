// A price with its MRP (issue 20): "₹1,299 ~~₹1,499~~ 13% off" — the MRP struck through and the
// whole percent off, rounded down. Without an MRP above the price, only the price. A pre-packed
// variant's unit sale price follows in brackets (issue 28): "₹549 ~~₹599~~ 8% off (₹1.10 per g)".
import { formatPrice } from '@/lib/format/money';
import { percentOff } from '@/lib/variants';
import { UnitPrice } from './unit-price';

interface PriceTagProps {
  price: number;
  mrp?: number | null;
  /** The server's unit sale price ("₹1.10 per g"); null or left out for none. */
  unitPrice?: string | null;
  /** Classes of the price itself (size, weight, colour). */
  priceClassName?: string;
  className?: string;
}

export function PriceTag({ price, mrp, unitPrice, priceClassName = '', className = '' }: PriceTagProps) {
  const off = percentOff(price, mrp);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <span className={priceClassName}>{formatPrice(price)}</span>
      {off !== null && mrp != null && (
        <>
          {' '}
          <del className="text-base font-medium text-stone-500 dark:text-stone-400">
            <span className="sr-only">MRP </span>
            {formatPrice(mrp)}
          </del>
          {off > 0 && ' '}
          {off > 0 && <span className="text-sm font-bold text-emerald-700 dark:text-emerald-400">{off}% off</span>}
        </>
      )}
      {unitPrice?.trim() && ' '}
      <UnitPrice text={unitPrice} />
    </p>
  );
}
