// Add or edit a product (SPEC §2 Product form, §5): the edit form reads GET /api/products/{id}.
import { ArrowLeft, ImagePlus, Plus, X } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useCreateCategory } from '../api/create-category';
import { useCreateProduct } from '../api/create-product';
import { useAdminCategories } from '../api/get-admin-categories';
import { useProductForEdit } from '../api/get-product-for-edit';
import { useUpdateProduct } from '../api/update-product';
import { useUploadsInProgress } from '../hooks/use-uploads';
import type { AdminCategory } from '../lib/category-form';
import { MSG, withReason } from '../lib/messages';
import { EMPTY_PRODUCT_FORM, productRequest, productToForm, validateProduct, type ProductFormValues } from '../lib/product-form';
import { ErrorNote, hintClass, iconButtonClass, labelClass, Loading, PageHeader } from './admin-ui';
import { PictureField } from './picture-field';
import { StockFields, type StockFacts } from './stock-fields';
import { TaxFields } from './tax-fields';

function BackLink() {
  return (
    <Link
      to="/admin/products"
      className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to products
    </Link>
  );
}

/** The inline 'Add new category' box: creates a category by name and selects it. */
function NewCategoryBox({ onCreated }: { onCreated: (category: AdminCategory) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCategory();

  const add = () => {
    if (!name.trim()) {
      setError(MSG.categoryNameRequired);
      return;
    }
    setError(null);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (category) => {
          setName('');
          onCreated(category);
          toast.success(`Category "${category.name}" added`);
        },
        onError: () => setError(MSG.inlineCategoryAddFailed),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the category instead of submitting the product form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="mt-3 rounded-xl border border-dashed border-stone-300 p-3 dark:border-stone-700">
      <label htmlFor={`${id}-new-category`} className="mb-1 block text-xs font-semibold text-stone-700 dark:text-stone-300">
        Add new category
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-new-category`}
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="New category name"
          className="field"
          autoComplete="off"
          maxLength={100}
        />
        <button type="button" onClick={add} disabled={create.isPending} className="btn btn-outline shrink-0 px-4">
          <Plus aria-hidden="true" className="size-4" />
          {create.isPending ? 'Adding...' : 'Add'}
        </button>
      </div>
      {error && <ErrorNote className="mt-2">{error}</ErrorNote>}
    </div>
  );
}

interface ProductFormProps {
  productId?: string;
  initial: ProductFormValues;
  categories: AdminCategory[];
  /** What the server says about the edited product's stock and category. */
  facts?: StockFacts;
}

function ProductForm({ productId, initial, categories, facts }: ProductFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [added, setAdded] = useState<AdminCategory[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { uploading, onBusyChange } = useUploadsInProgress();
  const editing = productId !== undefined;
  const saving = create.isPending || update.isPending;

  const options = useMemo(() => {
    const known = new Set(categories.map((c) => c._id));
    return [...categories, ...added.filter((c) => !known.has(c._id))];
  }, [categories, added]);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setExtra = (index: number, url: string) =>
    setValues((current) => ({ ...current, extraImages: current.extraImages.map((u, i) => (i === index ? url : u)) }));
  const removeExtra = (index: number) =>
    setValues((current) => ({ ...current, extraImages: current.extraImages.filter((_, i) => i !== index) }));
  const addExtra = () => setValues((current) => ({ ...current, extraImages: [...current.extraImages, ''] }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const invalid = validateProduct(values);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    const body = productRequest(values, initial);
    const done = {
      onSuccess: () => {
        toast.success(editing ? `"${body.name ?? ''}" updated` : `"${body.name ?? ''}" added`);
        void navigate('/admin/products');
      },
      onError: (e: Error) => setError(withReason(MSG.productSaveFailed, e)),
    };
    if (productId !== undefined) update.mutate({ id: productId, body }, done);
    else create.mutate(body, done);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby={`${id}-details`} className="card space-y-4 p-5 sm:p-6">
        <h2 id={`${id}-details`} className="font-display text-lg font-bold">
          Details
        </h2>
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            Product Name
          </label>
          <input
            id={`${id}-name`}
            type="text"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            className="field"
            autoComplete="off"
            aria-required="true"
            maxLength={150}
          />
        </div>
        <div>
          <label htmlFor={`${id}-description`} className={labelClass}>
            Description
          </label>
          <textarea
            id={`${id}-description`}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            rows={5}
            className="field resize-y"
            maxLength={5000}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-price`} className={labelClass}>
              Price (INR)
            </label>
            <div className="relative">
              <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-semibold text-stone-500">
                ₹
              </span>
              <input
                id={`${id}-price`}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                value={values.price}
                onChange={(e) => set('price', e.target.value)}
                className="field pl-7"
                aria-required="true"
              />
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-category`} className={labelClass}>
              Category
            </label>
            <select
              id={`${id}-category`}
              value={values.categoryId}
              onChange={(e) => set('categoryId', e.target.value)}
              className="field"
              aria-required="true"
            >
              <option value="">Select a category</option>
              {options.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                  {c.active === false ? ' (inactive)' : ''}
                </option>
              ))}
            </select>
          </div>
        </div>
        <NewCategoryBox
          onCreated={(category) => {
            setAdded((list) => [...list, category]);
            set('categoryId', category._id);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-weight`} className={labelClass}>
              Weight <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
            </label>
            <input
              id={`${id}-weight`}
              type="text"
              value={values.weight}
              onChange={(e) => set('weight', e.target.value)}
              placeholder="e.g. 1 kg"
              className="field"
              maxLength={100}
            />
          </div>
          <div>
            <label htmlFor={`${id}-origin`} className={labelClass}>
              Origin <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
            </label>
            <input
              id={`${id}-origin`}
              type="text"
              value={values.origin}
              onChange={(e) => set('origin', e.target.value)}
              placeholder="e.g. Ratnagiri, Maharashtra"
              className="field"
              maxLength={100}
            />
          </div>
        </div>
        <StockFields
          stock={values.stock}
          active={values.active}
          onStock={(stock) => set('stock', stock)}
          onActive={(active) => set('active', active)}
          facts={facts}
          categoryActive={options.find((c) => c._id === values.categoryId)?.active !== false}
        />
        <TaxFields hsnCode={values.hsnCode} gstRate={values.gstRate} onHsn={(v) => set('hsnCode', v)} onRate={(v) => set('gstRate', v)} />
      </section>

      <section aria-labelledby={`${id}-pictures`} className="card space-y-4 p-5 sm:p-6">
        <h2 id={`${id}-pictures`} className="font-display text-lg font-bold">
          Pictures
        </h2>
        <PictureField
          variant="large"
          label="Main Product Image URL"
          labelContent={
            <>
              Main Product Image<span className="sr-only"> URL</span>
            </>
          }
          pictureName="main image"
          value={values.mainImage}
          onChange={(url) => set('mainImage', url)}
          required
          placeholder="…or paste a URL: /images/products/… or https://…"
          previewAlt="Main image preview"
          previewSizes="160px"
          onBusyChange={onBusyChange}
        />
        <fieldset className="space-y-3">
          <legend className={labelClass}>Extra images</legend>
          {values.extraImages.length === 0 && <p className={hintClass}>Optional: more pictures for the product page.</p>}
          {values.extraImages.map((url, index) => (
            // Rows are positional and fully controlled, so index keys are safe.
            <PictureField
              key={index}
              label={`Extra image URL ${index + 1}`}
              hideLabel
              pictureName={`extra image ${index + 1}`}
              value={url}
              onChange={(next) => setExtra(index, next)}
              placeholder={`Extra image URL ${index + 1}`}
              previewAlt={`Extra image ${index + 1} preview`}
              previewClassName="size-12"
              previewSizes="48px"
              onBusyChange={onBusyChange}
              trailing={
                // Not while a picture uploads: the rows after it would move, and it would land in the wrong one.
                <button
                  type="button"
                  onClick={() => removeExtra(index)}
                  disabled={uploading}
                  className={iconButtonClass}
                  aria-label={`Remove extra image ${index + 1}`}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              }
            />
          ))}
          <button type="button" onClick={addExtra} className="btn btn-outline px-4">
            <ImagePlus aria-hidden="true" className="size-4" />
            Add image URL
          </button>
        </fieldset>
      </section>

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

export function ProductFormScreen({ productId }: { productId?: string }) {
  const editing = productId !== undefined;
  const product = useProductForEdit(productId);
  const categories = useAdminCategories();
  const title = editing ? 'Edit Product' : 'Add Product';

  let body;
  if (categories.isPending || (editing && product.isPending)) {
    body = <Loading />;
  } else if (categories.isError || (editing && product.isError)) {
    body = <ErrorNote>{MSG.productFormLoadFailed}</ErrorNote>;
  } else {
    body = (
      <ProductForm
        key={productId ?? 'new'}
        productId={productId}
        initial={editing && product.data ? productToForm(product.data) : EMPTY_PRODUCT_FORM}
        categories={categories.data}
        facts={editing && product.data ? { reserved: product.data.reserved ?? 0 } : undefined}
      />
    );
  }

  return (
    <>
      <BackLink />
      <PageHeader title={title} description={editing && product.data ? product.data.name : undefined} />
      {body}
    </>
  );
}
