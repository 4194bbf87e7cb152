// How the admin product list shows stock, prices and visibility (issues 10 and 20).
import type { Schemas } from '@/lib/api/client';
import { LOW_STOCK_BELOW } from '@/lib/constants';
import { formatPrice } from '@/lib/format/money';
import type { AdminVariant } from './variant-form';

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
  return left < LOW_STOCK_BELOW ? 'low' : 'ok';
}

/** Why customers do not see the product, or null when they do. */
export function hiddenBadge(product: StockedProduct): string | null {
  if (product.active === false) return 'Inactive';
  if (product.categoryActive === false) return 'Inactive category';
  return null;
}

type VariantProduct = Pick<Schemas['ProductDetail'], 'price' | 'stockOnHand' | 'reserved'> & { variants?: AdminVariant[] | null };

function variantsOf(product: VariantProduct): AdminVariant[] {
  return product.variants ?? [];
}

/**
 * The product's count over all its variants: units in the crate and held, summed when every
 * variant is counted, else not counted. A product read without variants has its own count.
 */
export function totalStock(product: VariantProduct): Pick<StockedProduct, 'stockOnHand' | 'reserved'> {
  const variants = variantsOf(product);
  if (variants.length === 0) return { stockOnHand: product.stockOnHand, reserved: product.reserved };
  if (variants.some((v) => v.stockOnHand == null)) return { stockOnHand: null, reserved: 0 };
  return {
    stockOnHand: variants.reduce((sum, v) => sum + (v.stockOnHand ?? 0), 0),
    reserved: variants.reduce((sum, v) => sum + (v.reserved ?? 0), 0),
  };
}

/** "₹499 – ₹1,499" when the variants' prices differ, else the one price. */
export function priceRangeText(product: VariantProduct): string {
  const prices = variantsOf(product).map((v) => v.price);
  if (prices.length === 0) return formatPrice(product.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`;
}

export interface VariantStockNote {
  key: string;
  text: string;
  tone: 'out' | 'low';
}

/**
 * The variants of a product of several that run low or out, as "12 pieces: 2 left" or
 * "12 pieces: out of stock" (a lone variant's count is the product's own).
 */
export function variantStockNotes(product: VariantProduct): VariantStockNote[] {
  const variants = variantsOf(product);
  if (variants.length < 2) return [];
  return variants.flatMap((v, index) => {
    const tone = stockTone({ stockOnHand: v.stockOnHand, reserved: v.reserved });
    if (tone === 'ok' || v.stockOnHand == null) return [];
    const left = Math.max(v.stockOnHand - (v.reserved ?? 0), 0);
    const name = v.label || `Variant ${index + 1}`;
    return [{ key: v._id || String(index), tone, text: tone === 'out' ? `${name}: out of stock` : `${name}: ${left} left` }];
  });
}
