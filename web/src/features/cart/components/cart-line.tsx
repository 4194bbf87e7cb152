// One line of the cart page. Under the price, the variant's unit sale price (issue 28), read from
// the product list the cart page fetches (the stored line keeps no copy of it).
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { UnitPrice } from '@/components/product/unit-price';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { chooseNote, type CartItem } from '@/lib/cart/cart-reducer';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';
import { formatMoney, formatPrice } from '@/lib/format/money';
import { responsiveImage } from '@/lib/media';
import { productsQuery, type Product } from '@/lib/queries/products';
import { canAddMore, cartLineStockNote } from '@/lib/stock';
import { onlyVariant, variantsOf, withVariantLabel } from '@/lib/variants';

interface CartLineProps {
  item: CartItem;
  /** The server's word on the line (the quote's `problem`), shown when the cart has none of its own. */
  problem?: string | null;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
}

/** The server's unit sale price of the line's variant in `products`; null when it has none. */
export function lineUnitPrice(products: readonly Product[] | undefined, item: Pick<CartItem, '_id' | 'variantId'>): string | null {
  const product = products?.find((candidate) => candidate._id === item._id);
  if (!product) return null;
  const variant = item.variantId !== undefined ? variantsOf(product).find((v) => v._id === item.variantId) : onlyVariant(product);
  return variant?.unitPrice ?? null;
}

/** The product list as the cart page fetched it: read here, never fetched for one line. */
function useCachedProducts(): Product[] | undefined {
  return useQuery({ ...productsQuery, enabled: false }).data;
}

/**
 * One cart line: the product, the variant's label under its name, and the variant's price. In the
 * cart, decrement is disabled at quantity 1 (removal is explicit).
 */
export function CartLine({ item, problem = null, onIncrement, onDecrement, onRemove }: CartLineProps) {
  const stockNote = cartLineStockNote(item.stock, item.qty) ?? chooseNote(item) ?? problem;
  const href = item.variantId && item.variantLabel ? `/product/${item._id}?variant=${encodeURIComponent(item.variantId)}` : `/product/${item._id}`;
  const fullName = withVariantLabel(item.name, item.variantLabel, ', ');
  const unitPrice = lineUnitPrice(useCachedProducts(), item);
  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          {...responsiveImage(item.image || DEFAULT_PRODUCT_IMAGE, '96px')}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="size-20 rounded-2xl bg-amber-50 object-cover sm:size-24 dark:bg-stone-800"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-bold">
            <Link to={href} className="rounded hover:text-emerald-800 dark:hover:text-emerald-300">
              {item.name}
            </Link>
          </h3>
          {item.variantLabel && (
            <p className="text-sm font-semibold text-stone-700 dark:text-stone-300" data-testid="cart-line-variant">
              {item.variantLabel}
            </p>
          )}
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {formatPrice(item.price)}
            {item.weight && !item.variantLabel ? ` · ${item.weight}` : ''}
          </p>
          <UnitPrice text={unitPrice} className="block text-xs text-stone-600 dark:text-stone-400" />
          {stockNote && (
            <p className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-red-700 dark:text-red-300">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {stockNote}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3 sm:gap-5">
          <QuantityStepper
            qty={item.qty}
            name={fullName}
            size="sm"
            onIncrement={onIncrement}
            onDecrement={onDecrement}
            decrementDisabled={item.qty <= 1}
            incrementDisabled={!canAddMore(item.stock, item.qty)}
          />
          <p className="w-24 text-right font-bold tabular-nums">
            {formatMoney(item.price * item.qty)}
          </p>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${fullName} from cart`}
            className="grid size-9 place-items-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 dark:text-stone-400 dark:hover:bg-red-950/50 dark:hover:text-red-300"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
