// The cart store: the reducer, saved under `cart` after every change and restored on start (lines
// saved before variants are migrated as they are read, cart-reducer.ts).
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { readJson, STORAGE_KEYS, writeJson } from '../storage';
import type { Stock } from '../stock';
import type { Variant } from '../variants';
import { cartCount, cartReducer, isLineOf, lineKey, sanitizeCart, type CartItem, type CartProduct } from './cart-reducer';

export interface Cart {
  items: CartItem[];
  /** Sum of quantities (the navbar badge). */
  count: number;
  /** The line of `variant` of `product`, if it is in the cart. */
  lineOf: (product: CartProduct, variant: Variant) => CartItem | undefined;
  /** Adds one unit of `variant` (may be left out for a product with one variant). */
  addItem: (product: CartProduct, variant?: Variant | null) => void;
  /**
   * One more unit of the line keyed `id` (lineKey), never past the units left (`stock`: the
   * variant's fresh count, when known).
   */
  increment: (id: string, stock?: Stock) => void;
  decrement: (id: string) => void;
  removeItem: (id: string) => void;
  clear: () => void;
  /** Refreshes lines (and their stock) from the catalogue; returns how many lines were dropped (product or variant gone). */
  syncWithCatalogue: (products: CartProduct[]) => number;
}

export const ITEM_NOT_IN_CART = 'Item not in cart';

export function restoreCart(): CartItem[] {
  return sanitizeCart(readJson<unknown>(STORAGE_KEYS.cart, [], (_value): _value is unknown => true));
}

const CartContext = createContext<Cart | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(cartReducer, undefined, restoreCart);

  useEffect(() => {
    writeJson(STORAGE_KEYS.cart, items);
  }, [items]);

  const has = useCallback((id: string) => items.some((item) => lineKey(item) === id), [items]);

  const increment = useCallback(
    (id: string, stock?: Stock) => {
      if (!has(id)) {
        toast.error(ITEM_NOT_IN_CART);
        return;
      }
      dispatch({ type: 'INCREMENT_QTY', id, stock });
    },
    [has],
  );

  const decrement = useCallback(
    (id: string) => {
      if (!has(id)) {
        toast.error(ITEM_NOT_IN_CART);
        return;
      }
      dispatch({ type: 'DECREMENT_QTY', id });
    },
    [has],
  );

  const syncWithCatalogue = useCallback(
    (products: CartProduct[]) => {
      const action = { type: 'SYNC_WITH_CATALOGUE', products } as const;
      // Syncing never adds a line: whatever is missing afterwards was dropped.
      const dropped = items.length - cartReducer(items, action).length;
      dispatch(action);
      return dropped;
    },
    [items],
  );

  const value = useMemo<Cart>(
    () => ({
      items,
      count: cartCount(items),
      lineOf: (product, variant) => items.find((item) => isLineOf(item, product, variant)),
      addItem: (product, variant) => dispatch({ type: 'ADD_ITEM', product, variant }),
      increment,
      decrement,
      removeItem: (id) => dispatch({ type: 'REMOVE_ITEM', id }),
      clear: () => dispatch({ type: 'CLEAR_CART' }),
      syncWithCatalogue,
    }),
    [items, increment, decrement, syncWithCatalogue],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
