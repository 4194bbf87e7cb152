// A responsive grid of product cards (1 to 4 columns by width) with its quick-view modal.
import { useState } from 'react';
import type { Product } from '../api/get-products';
import { useProductActions } from '../hooks/use-product-actions';
import { ProductCard } from './product-card';
import { QuickViewDialog } from './quick-view-dialog';

export interface IndexedProduct {
  product: Product;
  /** Position in the shop's full list. */
  index: number;
}

interface ProductGridProps {
  items: IndexedProduct[];
  /** Confirm cart and favourite changes with toasts. */
  notify?: boolean;
  label?: string;
}

export function ProductGrid({ items, notify = false, label }: ProductGridProps) {
  const actions = useProductActions({ notify });
  const [quickView, setQuickView] = useState<Product | null>(null);
  return (
    <>
      <ul aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {items.map(({ product, index }) => (
          <li key={product._id} className="flex">
            <ProductCard product={product} index={index} actions={actions} onQuickView={setQuickView} />
          </li>
        ))}
      </ul>
      <QuickViewDialog product={quickView} actions={actions} onClose={() => setQuickView(null)} />
    </>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card overflow-hidden">
          <div className="aspect-square animate-pulse bg-stone-200/70 dark:bg-stone-800" />
          <div className="space-y-2 p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
            <div className="h-3 w-full animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
            <div className="h-9 w-full animate-pulse rounded-full bg-stone-200 dark:bg-stone-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}
