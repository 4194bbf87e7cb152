// Variants and pack sizes (issue 20): a product is sold in 1–20 variants, each with its own label,
// price, MRP and stock. A product with one variant looks and behaves as before variants existed.
import type { Schemas } from './api/client';
import { isSoldOut } from './stock';

export type Variant = Schemas['Variant'];

/** What the variant helpers read of a product (list or detail answer, or a cart line's product). */
export interface VariantSource {
  _id: string;
  price: number;
  stock?: number | null;
  mrp?: number | null;
  optionName?: string | null;
  variants?: readonly Variant[] | null;
}

/**
 * The product's variants in the owner's order. An answer without any (an old cached answer) reads
 * as one variant with the product's own price and stock, and an empty id (no variant to name).
 */
export function variantsOf(product: VariantSource): Variant[] {
  const only = product.variants?.length === 1 ? product.variants[0] : undefined;
  if (only) {
    // One variant: the product's own price, MRP and stock are the variant's (the API says so), and
    // the product reads exactly as before variants.
    return [
      {
        ...only,
        price: product.price,
        mrp: product.mrp !== undefined ? product.mrp : only.mrp,
        stock: product.stock !== undefined ? product.stock : only.stock,
      },
    ];
  }
  if (product.variants && product.variants.length > 0) return [...product.variants];
  return [
    {
      _id: '',
      label: '',
      price: product.price,
      mrp: product.mrp ?? null,
      stock: product.stock ?? null,
      sku: '',
      weightGrams: null,
    },
  ];
}

/** Whether the customer has to choose (more than one variant). */
export function hasChoice(product: VariantSource): boolean {
  return variantsOf(product).length > 1;
}

/** The product's only variant, or null when the customer has to choose. */
export function onlyVariant(product: VariantSource): Variant | null {
  const all = variantsOf(product);
  return all.length === 1 ? (all[0] ?? null) : null;
}

/** The lowest variant price, and whether the variants differ in price ("from ₹X" on cards). */
export function priceRange(product: VariantSource): { lowest: number; differs: boolean } {
  const prices = variantsOf(product).map((variant) => variant.price);
  const lowest = Math.min(...prices);
  return { lowest, differs: prices.some((price) => price !== lowest) };
}

/**
 * The variant shown first: the one `wantedId` names (a shared `?variant=` link), else the first
 * that is not sold out, else the first.
 */
export function defaultVariant(product: VariantSource, wantedId?: string | null): Variant {
  const all = variantsOf(product);
  const named = wantedId ? all.find((variant) => variant._id === wantedId) : undefined;
  return named ?? all.find((variant) => !isSoldOut(variant.stock)) ?? (all[0] as Variant);
}

/** The option's name for the chips' legend ("Pack", "Weight"). */
export function optionLabel(product: VariantSource): string {
  return product.optionName?.trim() || 'Option';
}

/** Whole percent off the MRP, rounded down; null when there is no MRP above the price. */
export function percentOff(price: number, mrp: number | null | undefined): number | null {
  if (mrp == null || !(mrp > price) || mrp <= 0) return null;
  const pricePaise = Math.round(price * 100);
  const mrpPaise = Math.round(mrp * 100);
  return Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
}

/** A name with its variant's label: "Alphonso Mangoes · 12 pieces"; the name alone without a label. */
export function withVariantLabel(name: string, label: string | null | undefined, separator = ' · '): string {
  const trimmed = label?.trim();
  return trimmed ? `${name}${separator}${trimmed}` : name;
}
