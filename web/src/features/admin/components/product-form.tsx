// The add/edit product form (SPEC §2 Product form, §5): checks, saves and goes back to the list.
// Variants (issue 20): the simple form edits the one variant's price and stock; "Add pack sizes"
// opens the variants list. Field errors, the form's own and the server's ("variants.2.price"),
// show beside their fields. Pack declarations and net quantities (issue 28) have their own
// fieldset and fields; the server's "declaration.packer" or "variants.0.netQuantity" land there.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { useUploadsInProgress } from '../hooks/use-uploads';
import type { AdminCategory } from '../lib/category-form';
import { MSG, withReason } from '../lib/messages';
import type { DeclarationFormValues } from '../lib/declaration-form';
import { productFieldErrors, productRequest, saveFailure, validateProduct, type ProductFormValues } from '../lib/product-form';
import { moveVariantErrors, newVariant, variantField, type VariantField, type VariantFormValues } from '../lib/variant-form';
import { ErrorNote } from './admin-ui';
import { DeclarationFields } from './declaration-fields';
import { ProductDetailsFields } from './product-details-fields';
import { ProductPicturesFields } from './product-pictures-fields';
import type { StockFacts } from './stock-fields';
import { VariantsEditor } from './variants-editor';

interface ProductFormProps {
  productId?: string;
  initial: ProductFormValues;
  categories: AdminCategory[];
  /** What the server says about the edited product's stock and category. */
  facts?: StockFacts;
}

function without(errors: Record<string, string>, key: string): Record<string, string> {
  if (!(key in errors)) return errors;
  const rest = { ...errors };
  delete rest[key];
  return rest;
}

export function ProductForm({ productId, initial, categories, facts }: ProductFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [added, setAdded] = useState<AdminCategory[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  /** Set when a check or the server named fields: the first of them takes focus. */
  const focusInvalid = useRef(false);
  /** The variants list was opened from the simple form (its option name takes focus). */
  const [listOpened, setListOpened] = useState(false);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { uploading, onBusyChange } = useUploadsInProgress();
  const editing = productId !== undefined;
  const saving = create.isPending || update.isPending;

  const options = useMemo(() => {
    const known = new Set(categories.map((c) => c._id));
    return [...categories, ...added.filter((c) => !known.has(c._id))];
  }, [categories, added]);

  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  // Editing a field drops its error (the server keys most by the field's name: "origin").
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setFieldErrors((errors) => without(errors, key));
  };

  const setVariant = (index: number, field: VariantField, value: string) => {
    setValues((current) => ({
      ...current,
      variants: current.variants.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
    }));
    // The unit belongs to the net quantity; the simple form's is also the top-level "netQuantity".
    const key = field === 'netUnit' ? 'netQuantity' : field;
    setFieldErrors((errors) => {
      const rest = without(errors, variantField(index, key));
      return index === 0 && key === 'netQuantity' ? without(rest, 'netQuantity') : rest;
    });
  };

  const setDeclaration = (next: DeclarationFormValues) => {
    const changed = (Object.keys(next) as (keyof DeclarationFormValues)[]).filter((key) => next[key] !== values.declaration[key]);
    setValues((current) => ({ ...current, declaration: next }));
    setFieldErrors((errors) => changed.reduce((rest, key) => without(rest, `declaration.${key}`), errors));
  };

  const setRows = (rows: VariantFormValues[]) => {
    setFieldErrors((errors) => moveVariantErrors(errors, values.variants, rows));
    set('variants', rows);
  };

  const openVariantList = () => {
    setValues((current) => ({ ...current, variantList: true, variants: [...current.variants, newVariant()] }));
    setListOpened(true);
  };

  const showFieldErrors = (errors: Record<string, string>) => {
    focusInvalid.current = Object.keys(errors).length > 0;
    setFieldErrors(errors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const invalid = validateProduct(values);
    const fields = productFieldErrors(values);
    showFieldErrors(fields);
    if (invalid || Object.keys(fields).length > 0) {
      setError(invalid ?? MSG.productFieldsInvalid);
      return;
    }
    setError(null);
    const sent = values;
    const body = productRequest(sent, initial);
    const done = {
      onSuccess: () => {
        toast.success(editing ? `"${body.name ?? ''}" updated` : `"${body.name ?? ''}" added`);
        void navigate('/admin/products');
      },
      onError: (e: Error) => {
        const fields = e instanceof ApiError ? (e.errors ?? {}) : {};
        showFieldErrors(fields);
        setError(saveFailure(withReason(MSG.productSaveFailed, e), sent, fields));
      },
    };
    if (productId !== undefined) update.mutate({ id: productId, body }, done);
    else create.mutate(body, done);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ProductDetailsFields
        values={values}
        set={set}
        options={options}
        onCategoryAdded={(category) => setAdded((list) => [...list, category])}
        facts={facts}
        setVariant={setVariant}
        onAddVariants={openVariantList}
        errors={fieldErrors}
      />
      <ProductPicturesFields
        mainImage={values.mainImage}
        extraImages={values.extraImages}
        onMainImage={(url) => set('mainImage', url)}
        onExtraImages={(change) => setValues((current) => ({ ...current, extraImages: change(current.extraImages) }))}
        uploading={uploading}
        onBusyChange={onBusyChange}
      />
      {values.variantList && (
        <VariantsEditor
          className="lg:col-span-2"
          optionName={values.optionName}
          onOptionName={(name) => {
            set('optionName', name);
            setFieldErrors((errors) => without(errors, 'optionName'));
          }}
          rows={values.variants}
          onRows={setRows}
          onEdit={setVariant}
          errors={fieldErrors}
          focusOnOpen={listOpened}
        />
      )}
      <DeclarationFields className="lg:col-span-2" values={values.declaration} onChange={setDeclaration} errors={fieldErrors} />

      <div className="flex flex-wrap items-center justify-end gap-3 lg:col-span-2">
        {error && <ErrorNote className="mr-auto">{error}</ErrorNote>}
        <Link to="/admin/products" className="btn btn-outline">
          Cancel
        </Link>
        <button type="submit" className="btn btn-primary min-w-36" disabled={saving || uploading}>
          {saving ? (editing ? 'Updating...' : 'Saving...') : uploading ? 'Uploading picture...' : editing ? 'Update Product' : 'Add Product'}
        </button>
      </div>
    </form>
  );
}
