// The add/edit product form (SPEC §2 Product form, §5 Product form).
import type { Schemas } from '@/lib/api/client';
import { MSG } from './messages';

export interface ProductFormValues {
  name: string;
  description: string;
  mainImage: string;
  extraImages: string[];
  price: string;
  categoryId: string;
  weight: string;
  origin: string;
  /** Units in the crate; empty when the shop does not count this product. */
  stock: string;
  /** Shown in the shop (the product's own switch; an inactive category hides it too). */
  active: boolean;
  /** HSN code printed on invoices (4, 6 or 8 digits; empty for none). */
  hsnCode: string;
  /** GST rate in percent. */
  gstRate: GstRate;
}

export type GstRate = Schemas['GstRate'];
export const GST_RATES: GstRate[] = [0, 5, 12, 18, 28];

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  mainImage: '',
  extraImages: [],
  price: '',
  categoryId: '',
  weight: '',
  origin: '',
  stock: '',
  active: true,
  hsnCode: '',
  gstRate: 0,
};

/** The largest stock count the server takes. */
export const STOCK_MAX = 1_000_000;

/** The stock count typed, null when empty, undefined when it is not a whole number from 0 to STOCK_MAX. */
export function stockOf(raw: string): number | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value <= STOCK_MAX ? value : undefined;
}

function priceOf(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The validation message of the form, or null when it can be sent. */
export function validateProduct(values: ProductFormValues): string | null {
  if (!values.name.trim() || priceOf(values.price) === null || !values.categoryId) return MSG.productRequired;
  if (!values.mainImage.trim()) return MSG.productImageRequired;
  if (stockOf(values.stock) === undefined) return MSG.productStockInvalid;
  return null;
}

/**
 * The request body: main image first, blank extra images dropped, price as a number. Stock and
 * the Active switch go only when the admin changed them from `initial` (the values the form
 * opened with): left out, the server keeps what it has, so saving other fields never overwrites
 * units sold while the form was open. An emptied stock field is sent as null (not counted). The
 * HSN code and GST rate, too, go only when changed.
 */
export function productRequest(values: ProductFormValues, initial: ProductFormValues = EMPTY_PRODUCT_FORM): Schemas['ProductRequest'] {
  const extras = values.extraImages.map((url) => url.trim()).filter((url) => url !== '');
  const stock = stockOf(values.stock);
  const stockChanged = stock !== undefined && stock !== stockOf(initial.stock);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    image: [values.mainImage.trim(), ...extras],
    price: priceOf(values.price) ?? 0,
    categoryId: values.categoryId,
    weight: values.weight.trim(),
    origin: values.origin.trim(),
    ...(stockChanged ? { stock } : {}),
    ...(values.active !== initial.active ? { active: values.active } : {}),
    ...(values.hsnCode !== initial.hsnCode ? { hsnCode: values.hsnCode.replace(/[\s.]/g, '') } : {}),
    ...(values.gstRate !== initial.gstRate ? { gstRate: values.gstRate } : {}),
  };
}

/** The edit form's values from the admin's product (GET /api/admin/products). */
export function productToForm(product: Schemas['ProductDetail']): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    mainImage: product.images[0] ?? '',
    extraImages: product.images.slice(1),
    price: String(product.price),
    categoryId: product.categoryId?._id ?? '',
    weight: product.weight,
    origin: product.origin,
    stock: product.stockOnHand == null ? '' : String(product.stockOnHand),
    active: product.active !== false,
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate ?? 0,
  };
}
