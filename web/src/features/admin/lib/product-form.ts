// The add/edit product form (SPEC §2 Product form, §5 Product form), with its pack declarations
// and net quantities (issue 28).
import type { Schemas } from '@/lib/api/client';
import { declarationRequest, declarationToForm, EMPTY_DECLARATION, type DeclarationFormValues } from './declaration-form';
import { MSG } from './messages';
import {
  isPlainVariant,
  netRequest,
  stockOf,
  variantErrors,
  variantRequest,
  variantToForm,
  type AdminVariant,
  type VariantFormValues,
} from './variant-form';

export { STOCK_MAX, stockOf } from './variant-form';

export interface ProductFormValues {
  name: string;
  description: string;
  mainImage: string;
  extraImages: string[];
  categoryId: string;
  weight: string;
  origin: string;
  /** Shown in the shop (the product's own switch; an inactive category hides it too). */
  active: boolean;
  /** HSN code printed on invoices (4, 6 or 8 digits; empty for none). */
  hsnCode: string;
  /** GST rate in percent. */
  gstRate: GstRate;
  /** What the variants are ("Pack", "Weight", "Size"); empty for none. */
  optionName: string;
  /**
   * The packs, weights or sizes it is sold in (issue 20), in the shop's order: at least one. The
   * simple form edits the first one's price and stock.
   */
  variants: VariantFormValues[];
  /** Whether the form shows the variants list (else the simple price and stock fields). */
  variantList: boolean;
  /** The pack declarations (issue 28). */
  declaration: DeclarationFormValues;
}

export type GstRate = Schemas['GstRate'];
export const GST_RATES: GstRate[] = [0, 5, 12, 18, 28];

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  mainImage: '',
  extraImages: [],
  categoryId: '',
  weight: '',
  origin: '',
  active: true,
  hsnCode: '',
  gstRate: 0,
  optionName: '',
  variants: [{ key: 'first', label: '', price: '', mrp: '', stock: '', sku: '', weightGrams: '', netQuantity: '', netUnit: 'g', reserved: 0 }],
  variantList: false,
  declaration: EMPTY_DECLARATION,
};

/** The one variant the simple form edits. */
export function firstVariant(values: Pick<ProductFormValues, 'variants'>): VariantFormValues {
  return values.variants[0] ?? EMPTY_PRODUCT_FORM.variants[0]!;
}

/** Whether the simple form shows the MRP: a pre-packed product declares it, and one typed stays in view. */
export function simpleMrpShown(values: Pick<ProductFormValues, 'variants' | 'declaration'>): boolean {
  return values.declaration.packed || firstVariant(values).mrp.trim() !== '';
}

/**
 * The form's own message, or null when it has none. The simple form names a missing price and
 * a bad count here; the variants list names them beside each variant (`variantErrors`).
 */
export function validateProduct(values: ProductFormValues): string | null {
  const simple = !values.variantList;
  const first = firstVariant(values);
  if (!values.name.trim() || !values.categoryId || (simple && first.price.trim() === '')) return MSG.productRequired;
  if (!values.mainImage.trim()) return MSG.productImageRequired;
  if (simple && stockOf(first.stock) === undefined) return MSG.productStockInvalid;
  return null;
}

/** The field errors of the form (the option name and the variants), keyed as the server keys them. */
export function productFieldErrors(values: ProductFormValues): Record<string, string> {
  return variantErrors(values.optionName, values.variants, values.variantList);
}

/**
 * The request body: main image first, blank extra images dropped, and the variants in their
 * order (`variantRequest`: each one's stock only when changed); the top-level price is the lowest
 * variant price (the server takes the variants' own). The Active switch goes only when the admin
 * changed it from `initial` (the values the form opened with), and so do the HSN code and GST rate.
 * The pack declarations always go; the simple form also sends its net quantity at the top level
 * (`netUnit: ''` clears it), as the single-price form of the API takes it.
 */
export function productRequest(values: ProductFormValues, initial: ProductFormValues = EMPTY_PRODUCT_FORM): Schemas['ProductRequest'] {
  const extras = values.extraImages.map((url) => url.trim()).filter((url) => url !== '');
  const variants = values.variants.map(variantRequest);
  const prices = variants.flatMap((v) => (v.price !== undefined && v.price > 0 ? [v.price] : []));
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    image: [values.mainImage.trim(), ...extras],
    price: prices.length > 0 ? Math.min(...prices) : 0,
    categoryId: values.categoryId,
    weight: values.weight.trim(),
    origin: values.origin.trim(),
    optionName: values.variantList ? values.optionName.trim() : '',
    variants,
    declaration: declarationRequest(values.declaration),
    ...(values.variantList ? {} : netRequest(firstVariant(values))),
    ...(values.active !== initial.active ? { active: values.active } : {}),
    ...(values.hsnCode !== initial.hsnCode ? { hsnCode: values.hsnCode.replace(/[\s.]/g, '') } : {}),
    ...(values.gstRate !== initial.gstRate ? { gstRate: values.gstRate } : {}),
  };
}

function stockFields(stockOnHand: number | null | undefined, reserved: number | null | undefined) {
  const stock = stockOnHand == null ? '' : String(stockOnHand);
  return { stock, openedStock: stock, reserved: reserved ?? 0 };
}

/**
 * The edit form's values from the admin's product (GET /api/admin/products). A product with one
 * variant that has nothing but a price and a count opens in the simple form.
 */
export function productToForm(product: Schemas['ProductDetail']): ProductFormValues {
  const stored: AdminVariant[] = product.variants ?? [];
  const variants =
    stored.length > 0
      ? stored.map(variantToForm)
      : // A product read without variants: its price and count are its only variant's.
        [
          {
            ...variantToForm({ _id: '', label: '', price: product.price, mrp: null, stock: null, sku: '', weightGrams: null, netQuantity: null }),
            ...stockFields(product.stockOnHand, product.reserved),
            key: 'first',
          },
        ];
  const optionName = product.optionName ?? '';
  // An answer from before issue 28 has no declaration: loose produce.
  const declaration = declarationToForm(product.declaration);
  return {
    name: product.name,
    description: product.description,
    mainImage: product.images[0] ?? '',
    extraImages: product.images.slice(1),
    categoryId: product.categoryId?._id ?? '',
    weight: product.weight,
    origin: product.origin,
    active: product.active !== false,
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate ?? 0,
    optionName,
    variants,
    variantList: variants.length > 1 || optionName.trim() !== '' || !variants.every((row) => isPlainVariant(row, declaration.packed)),
    declaration,
  };
}

const VARIANT_FIELD = /^variants\.(\d+)\.(label|price|mrp|stock|sku|weightGrams|netQuantity)$/;
const DECLARATION_FIELD = /^declaration\.(genericName|packerRole|packer|bestBefore)$/;

/** What decides where a field error shows. */
export type ErrorPlaces = Pick<ProductFormValues, 'variantList' | 'variants' | 'declaration'>;

/**
 * Whether the form shows the field error `key` beside its field; the others (say the server's
 * "name") join the form's own message. The declaration's fields show only while "Sold
 * pre-packed" is ticked; the simple form's net quantity takes "netQuantity" and
 * "variants.0.netQuantity", and its MRP (when shown) "variants.0.mrp".
 */
export function showsFieldError(values: ErrorPlaces, key: string): boolean {
  if (key === 'origin') return true;
  if (DECLARATION_FIELD.test(key)) return values.declaration.packed;
  if (!values.variantList) {
    if (key === 'variants.0.mrp') return simpleMrpShown(values);
    return ['variants.0.price', 'variants.0.stock', 'variants.0.netQuantity', 'netQuantity'].includes(key);
  }
  if (key === 'optionName' || key === 'variants') return true;
  const match = VARIANT_FIELD.exec(key);
  return match !== null && Number(match[1]) < values.variants.length;
}

/** The form's message after a refused save: `base`, then what no field shows. */
export function saveFailure(base: string, values: ErrorPlaces, errors: Record<string, string>): string {
  const extra = Object.entries(errors)
    .filter(([key, message]) => !showsFieldError(values, key) && !base.includes(message))
    .map(([, message]) => message);
  return [base, ...new Set(extra)].join(' ');
}
