// The product form's variants (issue 20): the packs, weights or sizes one product is sold in, each
// with its own price, MRP, stock, SKU and weight. The checks mirror the server's (same limits and
// wording), so the form names the wrong field before sending; the server's own field errors
// ("variants.2.price") land on the same fields. Each variant may declare its net quantity (issue
// 28): a whole number of grams, millilitres or units, from which the server works out the unit
// sale price.
import type { Schemas } from '@/lib/api/client';
import { MSG } from './messages';

/** A variant as the admin reads it: the shop's fields plus the units in the crate and those held. */
export type AdminVariant = Schemas['Variant'];

/** One variant of the admin's product request. */
export type VariantRequest = Schemas['VariantRequest'];

/** Most variants on one product. */
export const MAX_VARIANTS = 20;
/** Longest variant label, in characters. */
export const LABEL_MAX = 40;
/** Longest option name ("Pack", "Weight", "Size"), in characters. */
export const OPTION_NAME_MAX = 30;
/** Longest SKU, in characters. */
export const SKU_MAX = 40;
/** Heaviest variant, in grams. */
export const MAX_WEIGHT_GRAMS = 100_000;
/** Highest price or MRP of one unit, rupees. */
export const MAX_PRICE = 1_000_000;
/** The largest stock count the server takes. */
export const STOCK_MAX = 1_000_000;
/** The largest net quantity, in grams, millilitres or units. */
export const MAX_NET_QUANTITY = 100_000;

/** What a net quantity counts: grams, millilitres or pieces. */
export type NetUnit = 'g' | 'ml' | 'unit';
/** The units to choose from, as the select names them. */
export const NET_UNITS: { value: NetUnit; label: string }[] = [
  { value: 'g', label: 'g' },
  { value: 'ml', label: 'ml' },
  { value: 'unit', label: 'units' },
];

export interface VariantFormValues {
  /** The row's own key (for React and focus), kept when rows move. */
  key: string;
  /** A stored variant's id; absent for one added in the form. */
  _id?: string;
  label: string;
  price: string;
  /** Compare-at price; empty for none. */
  mrp: string;
  /** Units in the crate; empty when the shop does not count this variant. */
  stock: string;
  sku: string;
  weightGrams: string;
  /** Declared net quantity, a whole number of `netUnit`; empty for none. */
  netQuantity: string;
  /** The net quantity's unit ("g", "ml" or "unit"). */
  netUnit: string;
  /** The count the form opened with ('' for not counted); absent for a variant added in the form. */
  openedStock?: string;
  /** Units held by unpaid orders (read only). */
  reserved: number;
}

/** The fields of one variant the admin types. */
export type VariantField = 'label' | 'price' | 'mrp' | 'stock' | 'sku' | 'weightGrams' | 'netQuantity' | 'netUnit';

let added = 0;

/** An empty row for a variant added in the form. */
export function newVariant(): VariantFormValues {
  added += 1;
  return { key: `new-${added}`, label: '', price: '', mrp: '', stock: '', sku: '', weightGrams: '', netQuantity: '', netUnit: 'g', reserved: 0 };
}

/** The stock count typed, null when empty, undefined when it is not a whole number from 0 to STOCK_MAX. */
export function stockOf(raw: string): number | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value <= STOCK_MAX ? value : undefined;
}

/**
 * An amount typed in rupees: null when empty, undefined when it is not more than ₹0 and at most
 * MAX_PRICE in rupees and paise (two decimals at most).
 */
export function moneyOf(raw: string): number | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && value <= MAX_PRICE ? value : undefined;
}

/** A weight typed in grams: null when empty, undefined when it is not a whole number from 1 to MAX_WEIGHT_GRAMS. */
export function gramsOf(raw: string): number | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= MAX_WEIGHT_GRAMS ? value : undefined;
}

/** A net quantity typed: null when empty, undefined when it is not a whole number from 1 to MAX_NET_QUANTITY. */
export function netQuantityOf(raw: string): number | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= MAX_NET_QUANTITY ? value : undefined;
}

/** The net quantity of the request: the amount and its unit, or `netUnit: ''` (none) when empty. */
export function netRequest(row: Pick<VariantFormValues, 'netQuantity' | 'netUnit'>): { netQuantity: number | null; netUnit: string } {
  const amount = netQuantityOf(row.netQuantity);
  return amount == null ? { netQuantity: null, netUnit: '' } : { netQuantity: amount, netUnit: row.netUnit || 'g' };
}

/** The error key of a variant's field, as the server names it: "variants.2.price". */
export function variantField(index: number, field: VariantField): string {
  return `variants.${index}.${field}`;
}

export function labelTwice(label: string): string {
  return `Two variants are called "${label}"; each needs its own name.`;
}

/**
 * The field errors of the option name and the variants, keyed as the server keys them. In the
 * simple form (one variant, price and stock only) an empty price and a bad count are the form's
 * own messages, so only a price that is typed but wrong is named here.
 */
export function variantErrors(optionName: string, rows: VariantFormValues[], list: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if ([...optionName.trim()].length > OPTION_NAME_MAX) errors.optionName = MSG.optionNameTooLong;
  if (rows.length > MAX_VARIANTS) errors.variants = MSG.variantsTooMany;
  const several = rows.length > 1;
  const labels = new Set<string>();
  rows.forEach((row, index) => {
    const field = (name: VariantField) => variantField(index, name);
    const label = row.label.trim();
    if (label === '' && several) errors[field('label')] = MSG.variantLabelRequired;
    else if ([...label].length > LABEL_MAX) errors[field('label')] = MSG.variantLabelTooLong;
    else if (label !== '') {
      const folded = label.toLowerCase();
      if (labels.has(folded)) errors[field('label')] = labelTwice(label);
      labels.add(folded);
    }
    const price = moneyOf(row.price);
    if (price === undefined || (price === null && list)) errors[field('price')] = MSG.variantPriceInvalid;
    const mrp = moneyOf(row.mrp);
    if (mrp === undefined) errors[field('mrp')] = MSG.variantMrpInvalid;
    else if (mrp !== null && price != null && mrp < price) errors[field('mrp')] = MSG.variantMrpBelowPrice;
    if (list && stockOf(row.stock) === undefined) errors[field('stock')] = MSG.productStockInvalid;
    if ([...row.sku.trim()].length > SKU_MAX) errors[field('sku')] = MSG.variantSkuTooLong;
    if (gramsOf(row.weightGrams) === undefined) errors[field('weightGrams')] = MSG.variantWeightInvalid;
    if (netQuantityOf(row.netQuantity) === undefined) errors[field('netQuantity')] = MSG.netQuantityInvalid;
  });
  return errors;
}

/**
 * One variant of the request. Its stock goes only when the admin changed it from the count the
 * form opened with (left out, the server keeps what it has, so units sold while the form was open
 * are not overwritten); a new variant's only when a count was typed. An emptied count is null
 * (not counted). The net quantity and its unit go when one is typed (left out, the variant has
 * none).
 */
export function variantRequest(row: VariantFormValues): VariantRequest {
  const stock = stockOf(row.stock);
  const stockChanged = stock !== undefined && (row.openedStock === undefined ? stock !== null : stock !== stockOf(row.openedStock));
  const net = netRequest(row);
  return {
    ...(row._id ? { _id: row._id } : {}),
    label: row.label.trim(),
    price: moneyOf(row.price) ?? 0,
    mrp: moneyOf(row.mrp) ?? null,
    ...(stockChanged ? { stock } : {}),
    sku: row.sku.trim(),
    weightGrams: gramsOf(row.weightGrams) ?? null,
    ...(net.netQuantity !== null ? net : {}),
  };
}

function amount(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}

/** The form row of a stored variant. */
export function variantToForm(variant: AdminVariant): VariantFormValues {
  const stock = amount(variant.stockOnHand);
  return {
    key: variant._id,
    _id: variant._id,
    label: variant.label,
    price: amount(variant.price),
    mrp: amount(variant.mrp),
    stock,
    sku: variant.sku ?? '',
    weightGrams: amount(variant.weightGrams),
    netQuantity: amount(variant.netQuantity?.amount),
    netUnit: variant.netQuantity?.unit ?? 'g',
    openedStock: stock,
    reserved: variant.reserved ?? 0,
  };
}

/**
 * Whether a lone variant fits the simple form (price, stock and net quantity): nothing else is
 * set. A pre-packed product's simple form has its MRP too (`withMrp`).
 */
export function isPlainVariant(row: VariantFormValues, withMrp = false): boolean {
  return row.label.trim() === '' && (withMrp || row.mrp.trim() === '') && row.sku.trim() === '' && row.weightGrams.trim() === '';
}

const VARIANT_KEY = /^variants\.(\d+)\.(.+)$/;

/**
 * The field errors after the rows changed from `before` to `after` (moved, removed or added):
 * a row's errors follow it to its new place and go with it when it is removed. The list's own
 * error ("variants") is dropped, since the list changed.
 */
export function moveVariantErrors(errors: Record<string, string>, before: VariantFormValues[], after: VariantFormValues[]): Record<string, string> {
  const moved: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = VARIANT_KEY.exec(key);
    if (!match) {
      if (key !== 'variants') moved[key] = message;
      continue;
    }
    const row = before[Number(match[1])];
    const index = row ? after.findIndex((r) => r.key === row.key) : -1;
    if (index >= 0) moved[`variants.${index}.${match[2]}`] = message;
  }
  return moved;
}

/** The rows with the one at `index` moved by `by` places (clamped to the list). */
export function moveRow<T>(rows: T[], index: number, by: number): T[] {
  const to = Math.min(Math.max(index + by, 0), rows.length - 1);
  if (to === index || index < 0 || index >= rows.length) return rows;
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(to, 0, row as T);
  return next;
}
