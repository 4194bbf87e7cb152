// A product's list price as cards and search suggestions show it: "₹899", or "from ₹649" (the
// lowest) when its variants differ in price.
import { formatPrice } from '@/lib/format/money';
import type { Product } from '@/lib/queries/products';
import { priceRange } from '@/lib/variants';

interface CardPriceProps {
  product: Product;
  className?: string;
  /** Classes of the "from" word. */
  fromClassName?: string;
}

export function CardPrice({ product, className = '', fromClassName = 'text-sm font-semibold text-stone-600 dark:text-stone-400' }: CardPriceProps) {
  const { lowest, differs } = priceRange(product);
  return (
    <p className={className}>
      {differs && <span className={fromClassName}>from </span>}
      {formatPrice(differs ? lowest : product.price)}
    </p>
  );
}
