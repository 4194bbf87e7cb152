// The cart (SPEC §4 Cart) as a pure reducer.
import type { Schemas } from '../api/client';
import { canAddMore, isSoldOut, type Stock } from '../stock';

export type CartProduct = Schemas['Product'];
export type CartItem = CartProduct & { qty: number };
export type CartState = CartItem[];

export type CartAction =
  | { type: 'ADD_ITEM'; product: CartProduct }
  /** `stock`, when given, is the product's fresh count of units left (it replaces the stored one). */
  | { type: 'INCREMENT_QTY'; id: string; stock?: Stock }
  | { type: 'DECREMENT_QTY'; id: string }
  | { type: 'REMOVE_ITEM'; id: string }
  | { type: 'CLEAR_CART' }
  /** Refreshes name, price, image and stock from the catalogue and drops lines whose product is gone. */
  | { type: 'SYNC_WITH_CATALOGUE'; products: CartProduct[] };

/**
 * Only the list fields of a product go into the cart (a detail answer carries more). `stock` is
 * kept so the cart can stop at the units left and say when a line can no longer be filled.
 */
export function toCartProduct(product: CartProduct): CartProduct {
  const { _id, name, description, price, image, categoryId, weight, origin, createdAt, stock } = product;
  return {
    _id,
    name,
    description,
    price,
    image: image ?? null,
    categoryId: categoryId ?? null,
    weight,
    origin,
    createdAt,
    stock: stock ?? null,
  };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD_ITEM': {
      // The cart never holds more than the units left (the product carries the fresh count).
      const { product } = action;
      const line = state.find((item) => item._id === product._id);
      if (line) {
        const stock = product.stock === undefined ? line.stock : product.stock;
        const qty = canAddMore(stock, line.qty) ? line.qty + 1 : line.qty;
        if (qty === line.qty && stock === line.stock) return state;
        return state.map((item) => (item === line ? { ...item, qty, stock } : item));
      }
      if (isSoldOut(product.stock)) return state;
      return [...state, { ...toCartProduct(product), qty: 1 }];
    }
    case 'INCREMENT_QTY': {
      const line = state.find((item) => item._id === action.id);
      if (!line) return state;
      const stock = action.stock === undefined ? line.stock : action.stock;
      if (!canAddMore(stock, line.qty)) {
        return stock === line.stock ? state : state.map((item) => (item === line ? { ...item, stock } : item));
      }
      return state.map((item) => (item === line ? { ...item, qty: item.qty + 1, stock } : item));
    }
    case 'DECREMENT_QTY': {
      const line = state.find((item) => item._id === action.id);
      if (!line) return state;
      if (line.qty - 1 < 1) return state.filter((item) => item._id !== action.id);
      return state.map((item) => (item._id === action.id ? { ...item, qty: item.qty - 1 } : item));
    }
    case 'REMOVE_ITEM':
      return state.some((item) => item._id === action.id) ? state.filter((item) => item._id !== action.id) : state;
    case 'CLEAR_CART':
      return state.length === 0 ? state : [];
    case 'SYNC_WITH_CATALOGUE': {
      const byId = new Map(action.products.map((product) => [product._id, product]));
      return state.flatMap((item) => {
        const fresh = byId.get(item._id);
        if (!fresh) return [];
        return [{ ...toCartProduct(fresh), qty: item.qty }];
      });
    }
  }
}

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item._id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    typeof item.qty === 'number' &&
    Number.isInteger(item.qty) &&
    item.qty >= 1
  );
}

/** Keeps the well-formed lines of a stored cart (anything else restores as empty). */
export function sanitizeCart(value: unknown): CartState {
  if (!Array.isArray(value)) return [];
  return value.filter(isCartItem).map((item) => ({
    ...item,
    description: typeof item.description === 'string' ? item.description : '',
    weight: typeof item.weight === 'string' ? item.weight : '',
    origin: typeof item.origin === 'string' ? item.origin : '',
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : '',
    stock: typeof item.stock === 'number' && Number.isInteger(item.stock) ? item.stock : null,
  }));
}

/** The cart badge: the sum of quantities. */
export function cartCount(state: CartState): number {
  return state.reduce((sum, item) => sum + item.qty, 0);
}
