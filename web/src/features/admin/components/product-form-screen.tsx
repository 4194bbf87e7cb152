// Add or edit a product (SPEC §2 Product form, §5): the edit form reads GET /api/products/{id}.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useAdminCategories } from '../api/get-admin-categories';
import { useProductForEdit } from '../api/get-product-for-edit';
import { MSG } from '../lib/messages';
import { EMPTY_PRODUCT_FORM, productToForm } from '../lib/product-form';
import { ErrorNote, Loading, PageHeader } from './admin-ui';
import { ProductForm } from './product-form';

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
