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
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  mainImage: '',
  extraImages: [],
  price: '',
  categoryId: '',
  weight: '',
  origin: '',
};

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
  return null;
}

/** The request body: main image first, blank extra images dropped, price as a number. */
export function productRequest(values: ProductFormValues): Schemas['ProductRequest'] {
  const extras = values.extraImages.map((url) => url.trim()).filter((url) => url !== '');
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    image: [values.mainImage.trim(), ...extras],
    price: priceOf(values.price) ?? 0,
    categoryId: values.categoryId,
    weight: values.weight.trim(),
    origin: values.origin.trim(),
  };
}

type CategoryField = string | { _id: string; name?: string } | null | undefined;

/** The product as read by GET /api/products/{id} (images or image; categoryId as id or object). */
export interface EditableProduct {
  name: string;
  description?: string | null;
  images?: string[] | null;
  image?: string | string[] | null;
  price: number;
  categoryId?: CategoryField;
  category?: { _id: string; name?: string } | null;
  weight?: string | null;
  origin?: string | null;
}

export function productToForm(product: EditableProduct): ProductFormValues {
  const images =
    product.images && product.images.length > 0
      ? product.images
      : Array.isArray(product.image)
        ? product.image
        : product.image
          ? [product.image]
          : [];
  const category = product.categoryId;
  const categoryId = typeof category === 'string' ? category : (category?._id ?? product.category?._id ?? '');
  return {
    name: product.name,
    description: product.description ?? '',
    mainImage: images[0] ?? '',
    extraImages: images.slice(1),
    price: String(product.price),
    categoryId,
    weight: product.weight ?? '',
    origin: product.origin ?? '',
  };
}
