// Stock as the customer sees it (issue 10). `stock` is the server's count of units a customer can
// still buy (units in the crate less those held by unpaid orders); null or absent means the shop
// does not count the product, which never limits the cart.
import { LOW_STOCK_BELOW } from './constants';

export type Stock = number | null | undefined;

export const OUT_OF_STOCK = 'Out of stock';

/** "Only N left" under the low-stock line, "Out of stock" at zero, otherwise nothing to say. */
export function stockLabel(stock: Stock): string | null {
  if (stock == null) return null;
  if (stock <= 0) return OUT_OF_STOCK;
  if (stock < LOW_STOCK_BELOW) return `Only ${stock} left`;
  return null;
}

export function isSoldOut(stock: Stock): boolean {
  return stock != null && stock <= 0;
}

/** Whether one more unit fits: the cart may hold at most the units left. */
export function canAddMore(stock: Stock, qtyInCart: number): boolean {
  return stock == null || qtyInCart < stock;
}

/** The note on a cart line the shop can no longer fill, or null when it can. */
export function cartLineStockNote(stock: Stock, qty: number): string | null {
  if (stock == null) return null;
  if (stock <= 0) return 'Out of stock now. Please remove it from your cart.';
  if (qty > stock) return `Only ${stock} left now. Please lower the quantity to ${stock}.`;
  return null;
}

/** Whether any cart line asks for more than the shop has left. */
export function cartHasStockProblem(lines: { stock?: Stock; qty: number }[]): boolean {
  return lines.some((line) => cartLineStockNote(line.stock, line.qty) !== null);
}
