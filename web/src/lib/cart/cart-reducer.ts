// The cart (SPEC §4 Cart) as a pure reducer. One line per variant (issue 20): two packs of one
// product are two lines.
import type { Schemas } from '../api/client';
import { canAddMore, isSoldOut, type Stock } from '../stock';
import { onlyVariant, variantsOf, type Variant } from '../variants';

/** A product as the catalogue answers it (list or detail). */
export type CartProduct = Schemas['Product'];

/** The format of a stored line; lines saved before variants (no `v`) are read as version 1. */
export const CART_LINE_VERSION = 2;

/**
 * A cart line: the variant bought and a snapshot of what the customer saw (name, picture, the
 * variant's unit price, MRP and units left), refreshed from the catalogue whenever it is fetched.
 */
export interface CartItem {
  v: typeof CART_LINE_VERSION;
  /** Product id. */
  _id: string;
  /**
   * The variant. Absent on a line restored from a cart saved before variants: the product's only
   * variant is meant, and the line is sent to the server without it.
   */
  variantId?: string;
  name: string;
  /** The variant's label ("12 pieces"); "" for a product with one variant. */
  variantLabel: string;
  image: string | null;
  weight: string;
  /** Unit price of the variant, rupees. */
  price: number;
  /** The variant's MRP (compare-at price), rupees; null when none. */
  mrp: number | null;
  /** Units of the variant a customer can still buy; null when not counted. */
  stock: number | null;
  qty: number;
  /**
   * Set on a line saved before variants whose product now comes in several: the option the
   * customer has to choose ("pack"). Such a line cannot be ordered as it is.
   */
  choose?: string;
}
export type CartState = CartItem[];

export type CartAction =
  /** `variant`: the one chosen; may be left out only for a product with one variant. */
  | { type: 'ADD_ITEM'; product: CartProduct; variant?: Variant | null }
  /** `id`: the line's key (lineKey). `stock`, when given, is the fresh count (it replaces the stored one). */
  | { type: 'INCREMENT_QTY'; id: string; stock?: Stock }
  | { type: 'DECREMENT_QTY'; id: string }
  | { type: 'REMOVE_ITEM'; id: string }
  | { type: 'CLEAR_CART' }
  /**
   * Refreshes each line from its product and variant (name, picture, price, MRP, stock) and drops
   * lines whose product or variant is gone.
   */
  | { type: 'SYNC_WITH_CATALOGUE'; products: CartProduct[] };

/** A line's identity: its variant, or for a line saved before variants its product. */
export function lineKey(item: Pick<CartItem, '_id' | 'variantId'>): string {
  return item.variantId ?? item._id;
}

/** Whether `item` is the line of `variant` of `product`. */
export function isLineOf(item: CartItem, product: CartProduct, variant: Variant): boolean {
  if (item._id !== product._id) return false;
  if (item.variantId !== undefined) return item.variantId === variant._id;
  // A line saved before variants stands for the product's only variant.
  return onlyVariant(product) !== null;
}

export function toCartItem(product: CartProduct, variant: Variant, qty = 1): CartItem {
  return {
    v: CART_LINE_VERSION,
    _id: product._id,
    ...(variant._id ? { variantId: variant._id } : {}),
    name: product.name,
    variantLabel: variant.label,
    image: product.image ?? null,
    weight: product.weight,
    price: variant.price,
    mrp: variant.mrp ?? null,
    stock: variant.stock ?? null,
    qty,
  };
}

/** "Please choose a pack for Alphonso Mangoes." for a line saved before its product had variants. */
export function chooseNote(item: Pick<CartItem, 'choose' | 'name'>): string | null {
  if (!item.choose) return null;
  const article = /^[aeiou]/i.test(item.choose) ? 'an' : 'a';
  return `Please choose ${article} ${item.choose} for ${item.name}.`;
}

/** The line refreshed from the catalogue, or null when its product or variant is gone. */
function refreshed(item: CartItem, product: CartProduct | undefined): CartItem | null {
  if (!product) return null;
  const variants = variantsOf(product);
  if (item.variantId !== undefined) {
    const variant = variants.find((candidate) => candidate._id === item.variantId);
    return variant ? toCartItem(product, variant, item.qty) : null;
  }
  const only = onlyVariant(product);
  if (only) {
    // Saved before variants: it stays keyed by its product (the server takes the only variant).
    const { variantId: _unused, ...line } = toCartItem(product, only, item.qty);
    return line;
  }
  // The product now comes in several variants: the customer has to choose one.
  return {
    v: CART_LINE_VERSION,
    _id: product._id,
    name: product.name,
    variantLabel: '',
    image: product.image ?? null,
    weight: product.weight,
    price: product.price,
    mrp: product.mrp ?? null,
    stock: product.stock ?? null,
    qty: item.qty,
    choose: (product.optionName?.trim() || 'option').toLowerCase(),
  };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD_ITEM': {
      // A product with several variants is never added without the customer's choice.
      const { product } = action;
      const variant = action.variant ?? onlyVariant(product);
      if (!variant) return state;
      // The cart never holds more than the units left (the variant carries the fresh count).
      const line = state.find((item) => isLineOf(item, product, variant));
      if (line) {
        const stock = variant.stock === undefined ? line.stock : variant.stock;
        const qty = canAddMore(stock, line.qty) ? line.qty + 1 : line.qty;
        if (qty === line.qty && stock === line.stock) return state;
        return state.map((item) => (item === line ? { ...item, qty, stock } : item));
      }
      if (isSoldOut(variant.stock)) return state;
      return [...state, toCartItem(product, variant)];
    }
    case 'INCREMENT_QTY': {
      const line = state.find((item) => lineKey(item) === action.id);
      if (!line) return state;
      const stock = action.stock === undefined ? line.stock : action.stock;
      if (!canAddMore(stock, line.qty)) {
        return stock === line.stock ? state : state.map((item) => (item === line ? { ...item, stock } : item));
      }
      return state.map((item) => (item === line ? { ...item, qty: item.qty + 1, stock } : item));
    }
    case 'DECREMENT_QTY': {
      const line = state.find((item) => lineKey(item) === action.id);
      if (!line) return state;
      if (line.qty - 1 < 1) return state.filter((item) => item !== line);
      return state.map((item) => (item === line ? { ...item, qty: item.qty - 1 } : item));
    }
    case 'REMOVE_ITEM':
      return state.some((item) => lineKey(item) === action.id) ? state.filter((item) => lineKey(item) !== action.id) : state;
    case 'CLEAR_CART':
      return state.length === 0 ? state : [];
    case 'SYNC_WITH_CATALOGUE': {
      const byId = new Map(action.products.map((product) => [product._id, product]));
      return state.flatMap((item) => {
        const line = refreshed(item, byId.get(item._id));
        return line ? [line] : [];
      });
    }
  }
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * A stored line in the current format, or null when it is unusable. A line saved before variants
 * (version 1: a whole product snapshot plus qty) becomes a line without a variant.
 */
function migrateLine(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  if (typeof item._id !== 'string' || typeof item.name !== 'string' || !finite(item.price)) return null;
  if (typeof item.qty !== 'number' || !Number.isInteger(item.qty) || item.qty < 1) return null;
  return {
    v: CART_LINE_VERSION,
    _id: item._id,
    ...(nonEmpty(item.variantId) ? { variantId: item.variantId } : {}),
    name: item.name,
    variantLabel: typeof item.variantLabel === 'string' ? item.variantLabel : '',
    image: typeof item.image === 'string' ? item.image : null,
    weight: typeof item.weight === 'string' ? item.weight : '',
    price: item.price,
    mrp: finite(item.mrp) ? item.mrp : null,
    stock: typeof item.stock === 'number' && Number.isInteger(item.stock) ? item.stock : null,
    qty: item.qty,
    ...(nonEmpty(item.choose) ? { choose: item.choose } : {}),
  };
}

/**
 * Restores a stored cart: keeps the well-formed lines (migrating lines saved before variants) and
 * merges repeated lines; anything that is not a list restores as empty.
 */
export function sanitizeCart(value: unknown): CartState {
  if (!Array.isArray(value)) return [];
  const lines: CartItem[] = [];
  for (const raw of value) {
    const line = migrateLine(raw);
    if (!line) continue;
    // Same product and variant (a stored variant id under another product id is another line,
    // and a product that is gone drops it at the next sync).
    const same = lines.findIndex((other) => other._id === line._id && other.variantId === line.variantId);
    const earlier = lines[same];
    if (earlier) lines[same] = { ...earlier, qty: earlier.qty + line.qty };
    else lines.push(line);
  }
  return lines;
}

/** The cart badge: the sum of quantities. */
export function cartCount(state: CartState): number {
  return state.reduce((sum, item) => sum + item.qty, 0);
}

/** The lines as POST /api/orders and the cart quote take them: the variant when known. */
export function orderLines(state: readonly CartItem[]): { _id: string; variantId?: string; qty: number }[] {
  return state.map((item) => ({ _id: item._id, ...(item.variantId ? { variantId: item.variantId } : {}), qty: item.qty }));
}
