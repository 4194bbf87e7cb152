// The add/edit product form (SPEC §2 Product form, §5): checks, saves and goes back to the list.
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { useUploadsInProgress } from '../hooks/use-uploads';
import type { AdminCategory } from '../lib/category-form';
import { MSG, withReason } from '../lib/messages';
import { productRequest, validateProduct, type ProductFormValues } from '../lib/product-form';
import { ErrorNote } from './admin-ui';
import { ProductDetailsFields } from './product-details-fields';
import { ProductPicturesFields } from './product-pictures-fields';
import type { StockFacts } from './stock-fields';

interface ProductFormProps {
  productId?: string;
  initial: ProductFormValues;
  categories: AdminCategory[];
  /** What the server says about the edited product's stock and category. */
  facts?: StockFacts;
}

export function ProductForm({ productId, initial, categories, facts }: ProductFormProps) {
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
      <ProductDetailsFields
        values={values}
        set={set}
        options={options}
        onCategoryAdded={(category) => setAdded((list) => [...list, category])}
        facts={facts}
      />
      <ProductPicturesFields
        mainImage={values.mainImage}
        extraImages={values.extraImages}
        onMainImage={(url) => set('mainImage', url)}
        onExtraImages={(change) => setValues((current) => ({ ...current, extraImages: change(current.extraImages) }))}
        uploading={uploading}
        onBusyChange={onBusyChange}
      />

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
