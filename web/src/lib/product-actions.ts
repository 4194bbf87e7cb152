// Cart and favourite actions for product cards, quick view and the detail page. Where a screen
// asks for it (the category page), every change is confirmed by a brief toast.
import { toast } from '@/lib/toast';
import { useCart } from '@/lib/cart/cart-context';
import type { CartProduct } from '@/lib/cart/cart-reducer';
import { useFavourites } from '@/lib/favourites';

export interface ProductActions {
  qtyOf: (id: string) => number;
  isFavourite: (id: string) => boolean;
  add: (product: CartProduct) => void;
  increment: (product: CartProduct) => void;
  /** Removes the item when its quantity would drop to zero (home, detail and category screens). */
  decrement: (product: CartProduct) => void;
  toggleFavourite: (product: CartProduct) => void;
}

export function useProductActions({ notify = false }: { notify?: boolean } = {}): ProductActions {
  const cart = useCart();
  const favourites = useFavourites();
  const say = (message: string) => {
    if (notify) toast.success(message);
  };

  return {
    qtyOf: cart.qtyOf,
    isFavourite: favourites.isFavourite,
    add(product) {
      cart.addItem(product);
      say(`${product.name} added to cart`);
    },
    increment(product) {
      cart.increment(product._id, product.stock);
      if (cart.qtyOf(product._id) > 0) say(`${product.name} quantity increased`);
    },
    decrement(product) {
      const qty = cart.qtyOf(product._id);
      cart.decrement(product._id);
      if (qty === 1) say(`${product.name} removed from cart`);
      else if (qty > 1) say(`${product.name} quantity decreased`);
    },
    toggleFavourite(product) {
      const now = favourites.toggle(product._id);
      say(now ? `${product.name} added to favourites` : `${product.name} removed from favourites`);
    },
  };
}
