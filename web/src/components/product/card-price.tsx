// A product's list price as cards and search suggestions show it: "₹899", or "from ₹649" (the
// lowest) when its variants differ in price. `cardVariant` is the variant that price belongs to
// (its unit sale price goes beside it on cards, issue 28).
import { formatPrice } from '@/lib/format/money';
import type { Product } from '@/lib/queries/products';
import { priceRange, variantsOf, type Variant, type VariantSource } from '@/lib/variants';

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

/** The variant whose price a card shows: the cheapest, the first of them on a tie. */
export function cardVariant(product: VariantSource): Variant {
  const all = variantsOf(product);
  const { lowest } = priceRange(product);
  return all.find((variant) => variant.price === lowest) ?? (all[0] as Variant);
}
