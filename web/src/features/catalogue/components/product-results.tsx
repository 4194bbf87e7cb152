// The product list of the home, all-products and search results pages: loading, the error, "no
// match" with a way to clear the filters, or the grid with "Show more products" while the server
// has more.
import { useDeferredValue } from 'react';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/product-grid';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import type { ProductList } from '../hooks/use-product-list';
import { productsErrorMessage } from '../lib/products-error';

interface ProductResultsProps {
  list: ProductList;
  onClearAll: () => void;
  label: string;
  notify?: boolean;
  /** Announced while the list loads. */
  loadingText?: string;
}

export function ProductResults({ list, onClearAll, label, notify, loadingText }: ProductResultsProps) {
  // The cards are drawn in a transition: a page of them is the heaviest render of the storefront,
  // and React then draws it in slices, giving a phone's main thread back between them. Until then
  // the skeleton (or the cards before) stay.
  const items = useDeferredValue(list.items);
  const drawing = items !== list.items && items.length === 0;
  if (list.isPending || drawing) {
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
  if (list.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
        {productsErrorMessage(list.error)}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-4 p-10 text-center">
        <p className="text-lg font-semibold">No products match your filters</p>
        <button type="button" onClick={onClearAll} className="btn btn-primary">
          Clear All Filters
        </button>
      </div>
    );
  }
  return (
    <>
      <ProductGrid items={items} notify={notify} label={label} />
      <ShowMoreButton list={list} label="Show more products" className="mt-8" />
    </>
  );
}

/** "Showing X of Y products" (SPEC §2 Home): the products that match, of all the shop shows. */
export function ShowingCount({ list, className = '' }: { list: ProductList; className?: string }) {
  return (
    <p role="status" className={`text-sm font-medium text-stone-600 dark:text-stone-400 ${className}`}>
      Showing {list.total} of {list.all} products
    </p>
  );
}
