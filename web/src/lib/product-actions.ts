// Cart and favourite actions for product cards, quick view and the detail page. Where a screen
// asks for it (the category page), every change is confirmed by a brief toast. Cart actions take
// the variant chosen; it may be left out for a product with one variant (issue 20).
import { toast } from '@/lib/toast';
import { useCart } from '@/lib/cart/cart-context';
import { lineKey, type CartProduct } from '@/lib/cart/cart-reducer';
import { useFavourites } from '@/lib/favourites';
import { onlyVariant, type Variant } from '@/lib/variants';

export interface ProductActions {
  /** Units of the variant (or the product's only variant) in the cart. */
  qtyOf: (product: CartProduct, variant?: Variant | null) => number;
  isFavourite: (id: string) => boolean;
  add: (product: CartProduct, variant?: Variant | null) => void;
  increment: (product: CartProduct, variant?: Variant | null) => void;
  /** Removes the item when its quantity would drop to zero (home, detail and category screens). */
  decrement: (product: CartProduct, variant?: Variant | null) => void;
  toggleFavourite: (product: CartProduct) => void;
}

export function useProductActions({ notify = false }: { notify?: boolean } = {}): ProductActions {
  const cart = useCart();
  const favourites = useFavourites();
  const say = (message: string) => {
    if (notify) toast.success(message);
  };
  const lineOf = (product: CartProduct, variant?: Variant | null) => {
    const chosen = variant ?? onlyVariant(product);
    return chosen ? cart.lineOf(product, chosen) : undefined;
  };
  /** The line's key, or a key no line has (the cart then says 'Item not in cart'). */
  const keyOf = (product: CartProduct, variant?: Variant | null) => {
    const line = lineOf(product, variant);
    return line ? lineKey(line) : variant?._id || product._id;
  };

  return {
    qtyOf: (product, variant) => lineOf(product, variant)?.qty ?? 0,
    isFavourite: favourites.isFavourite,
    add(product, variant) {
      if (!variant && !onlyVariant(product)) return;
      cart.addItem(product, variant);
      say(`${product.name} added to cart`);
    },
    increment(product, variant) {
      const stock = (variant ?? onlyVariant(product))?.stock;
      cart.increment(keyOf(product, variant), stock);
      if (lineOf(product, variant)) say(`${product.name} quantity increased`);
    },
    decrement(product, variant) {
      const qty = lineOf(product, variant)?.qty ?? 0;
      cart.decrement(keyOf(product, variant));
      if (qty === 1) say(`${product.name} removed from cart`);
      else if (qty > 1) say(`${product.name} quantity decreased`);
    },
    toggleFavourite(product) {
      const now = favourites.toggle(product._id);
      say(now ? `${product.name} added to favourites` : `${product.name} removed from favourites`);
    },
  };
}
