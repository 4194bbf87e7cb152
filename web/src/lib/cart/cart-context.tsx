// The cart store: the reducer, saved under `cart` after every change and restored on start.
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { readJson, STORAGE_KEYS, writeJson } from '../storage';
import type { Stock } from '../stock';
import { cartCount, cartReducer, sanitizeCart, type CartItem, type CartProduct } from './cart-reducer';

export interface Cart {
  items: CartItem[];
  /** Sum of quantities (the navbar badge). */
  count: number;
  qtyOf: (id: string) => number;
  addItem: (product: CartProduct) => void;
  /** One more unit, never past the units left (`stock`: the product's fresh count, when known). */
  increment: (id: string, stock?: Stock) => void;
  decrement: (id: string) => void;
  removeItem: (id: string) => void;
  clear: () => void;
  /** Refreshes lines (and their stock) from the catalogue; returns how many lines were dropped. */
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

  const has = useCallback((id: string) => items.some((item) => item._id === id), [items]);

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
      const known = new Set(products.map((product) => product._id));
      const dropped = items.filter((item) => !known.has(item._id)).length;
      dispatch({ type: 'SYNC_WITH_CATALOGUE', products });
      return dropped;
    },
    [items],
  );

  const value = useMemo<Cart>(
    () => ({
      items,
      count: cartCount(items),
      qtyOf: (id) => items.find((item) => item._id === id)?.qty ?? 0,
      addItem: (product) => dispatch({ type: 'ADD_ITEM', product }),
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
