// A responsive grid of product cards with its quick-view modal: the storefront's grids (2 to 4
// columns across the 80rem page) and the favourites (2 to 3 columns beside the account menu). Phones
// from 360 px show two cards a row; only narrower screens one.
import { useState } from 'react';
import { useProductActions } from '@/lib/product-actions';
import type { Product } from '@/lib/queries/products';
import { ProductCard } from './product-card';
import { QuickViewDialog } from './quick-view-dialog';

export interface IndexedProduct {
  product: Product;
  /** Position in the shop's full list. */
  index: number;
}

type Columns = 'page' | 'beside-menu';

// Whole class strings (Tailwind only sees literal class names).
const GRID: Record<Columns, string> = {
  page: 'grid grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4',
  'beside-menu': 'grid grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:gap-5 xl:grid-cols-3',
};

const SIZES: Record<Columns, string> = {
  page: '(min-width: 1280px) 290px, (min-width: 1024px) 33vw, (min-width: 360px) 50vw, 100vw',
  // The account menu takes 15rem (account-layout.tsx).
  'beside-menu': '(min-width: 1280px) 300px, (min-width: 360px) 50vw, 100vw',
};

interface ProductGridProps {
  items: IndexedProduct[];
  /** Confirm cart and favourite changes with toasts. */
  notify?: boolean;
  label?: string;
  columns?: Columns;
  /** The cards' heading level (h3 under a titled section). */
  heading?: 'h2' | 'h3';
}

export function ProductGrid({ items, notify = false, label, columns = 'page', heading }: ProductGridProps) {
  const actions = useProductActions({ notify });
  const [quickView, setQuickView] = useState<Product | null>(null);
  return (
    <>
      <ul aria-label={label} className={GRID[columns]}>
        {items.map(({ product, index }) => (
          <li key={product._id} className="flex">
            <ProductCard
              product={product}
              index={index}
              actions={actions}
              onQuickView={setQuickView}
              heading={heading}
              sizes={SIZES[columns]}
            />
          </li>
        ))}
      </ul>
      <QuickViewDialog product={quickView} actions={actions} onClose={() => setQuickView(null)} />
    </>
  );
}

export function ProductGridSkeleton({ count = 8, columns = 'page' }: { count?: number; columns?: Columns }) {
  return (
    <ul aria-hidden="true" className={GRID[columns]}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card overflow-hidden">
          <div className="aspect-square animate-pulse bg-stone-200/70 dark:bg-stone-800" />
          <div className="space-y-2 p-3 sm:p-4">
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
