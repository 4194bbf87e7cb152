// How the admin product list shows stock and visibility (issue 10).
import type { Schemas } from '@/lib/api/client';

export type StockedProduct = Pick<Schemas['ProductDetail'], 'stockOnHand' | 'reserved' | 'active' | 'categoryActive'>;

/** "7 in stock · 2 held", "7 in stock", or "Not counted". */
export function stockText(product: StockedProduct): string {
  if (product.stockOnHand == null) return 'Not counted';
  const held = product.reserved ?? 0;
  return held > 0 ? `${product.stockOnHand} in stock · ${held} held` : `${product.stockOnHand} in stock`;
}

/** How urgent the count is: none left for customers, a few, or fine (and uncounted). */
export function stockTone(product: StockedProduct): 'out' | 'low' | 'ok' {
  if (product.stockOnHand == null) return 'ok';
  const left = product.stockOnHand - (product.reserved ?? 0);
  if (left <= 0) return 'out';
  return left < 5 ? 'low' : 'ok';
}

/** Why customers do not see the product, or null when they do. */
export function hiddenBadge(product: StockedProduct): string | null {
  if (product.active === false) return 'Inactive';
  if (product.categoryActive === false) return 'Inactive category';
  return null;
}
