// The product list of the home, all-products and search results pages: loading, the error, "no
// match" with a way to clear the filters, or the grid.
import type { UseQueryResult } from '@tanstack/react-query';
import { ProductGrid, ProductGridSkeleton, type IndexedProduct } from '@/components/product/product-grid';
import { productsErrorMessage } from '../lib/products-error';

interface ProductResultsProps {
  /** The list's request (its state is all that is read). */
  products: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error'>;
  shown: IndexedProduct[];
  onClearAll: () => void;
  label: string;
  notify?: boolean;
  /** Announced while the list loads. */
  loadingText?: string;
}

export function ProductResults({ products, shown, onClearAll, label, notify, loadingText }: ProductResultsProps) {
  if (products.isPending) {
    return (
      <>
        {loadingText && (
          <p role="status" className="mb-4 text-stone-600 dark:text-stone-400">
            {loadingText}
          </p>
        )}
        <ProductGridSkeleton />
      </>
    );
  }
  if (products.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
        {productsErrorMessage(products.error)}
      </p>
    );
  }
  if (shown.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 p-10 text-center">
        <p className="text-lg font-semibold">No products match your filters</p>
        <button type="button" onClick={onClearAll} className="btn btn-primary">
          Clear All Filters
        </button>
      </div>
    );
  }
  return <ProductGrid items={shown} notify={notify} label={label} />;
}

/** "Showing X of Y products", once the list has loaded. */
export function ShowingCount({ shown, total, className = '' }: { shown: number; total: number; className?: string }) {
  return (
    <p role="status" className={`text-sm font-medium text-stone-600 dark:text-stone-400 ${className}`}>
      Showing {shown} of {total} products
    </p>
  );
}
