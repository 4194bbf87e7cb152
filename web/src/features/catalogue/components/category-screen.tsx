// Public category page (SPEC §2): /category/{categoryName} and /c/{categorySlug}, its products a
// page at a time. A public slug ("diwali", "fruits", "combos") stands for categories by name, so the
// category list turns every selection into ids before the products are asked for.
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/product-grid';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { responsiveImage } from '@/lib/media';
import { useCategories } from '../api/get-categories';
import { useProductList } from '../hooks/use-product-list';
import { EMPTY_FILTER } from '../lib/price-filter';
import { isPublicSlug, resolveCategory, selectedCategoryIds } from '../lib/category-match';

export const FAILED_TO_FETCH_CATEGORY_PRODUCTS = 'Failed to fetch products for this category';

export function CategoryScreen({ value }: { value: string }) {
  const categories = useCategories();
  const needsCategories = !isPublicSlug(value);

  const selection = useMemo(() => resolveCategory(value, categories.data ?? []), [value, categories.data]);
  const category = useMemo(
    () =>
      needsCategories && selection
        ? (categories.data ?? []).find((c) => selection.ids.includes(c._id))
        : undefined,
    [needsCategories, selection, categories.data],
  );
  const title = selection?.title ?? value;

  // A value that names no category keeps nothing.
  const categoryIds = useMemo(() => selectedCategoryIds(selection, categories.data ?? []), [selection, categories.data]);
  const products = useProductList(EMPTY_FILTER, { categoryIds, ready: !categories.isPending });

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </Link>
      <header
        className={`mt-4 flex items-center gap-5 rounded-3xl px-6 py-8 ring-1 ring-stone-200/70 sm:px-10 dark:bg-stone-900 dark:ring-stone-800 ${
          category ? `bg-${category.bg}` : 'bg-amber-50'
        }`}
      >
        {category?.image && (
          <img
            {...responsiveImage(category.image, '80px')}
            alt=""
            width={200}
            height={200}
            className="hidden size-20 rounded-full object-cover sm:block"
          />
        )}
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {/* The line is there while loading too, so the grid below does not move when the count comes. */}
          <p className="mt-1 text-stone-700 dark:text-stone-300">
            {products.isSuccess ? (products.total === 1 ? '1 product' : `${products.total} products`) : '\u00a0'}
          </p>
        </div>
      </header>

      <div className="mt-8">
        <h2 className="sr-only">Products</h2>
        {products.isPending ? (
          <>
            <p role="status" className="mb-4 text-stone-600 dark:text-stone-400">
              Loading products...
            </p>
            <ProductGridSkeleton count={4} />
          </>
        ) : products.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {FAILED_TO_FETCH_CATEGORY_PRODUCTS}
          </p>
        ) : products.items.length === 0 ? (
          <div className="card p-10 text-center">
            <p className="text-lg font-semibold">No products found for &quot;{title}&quot;.</p>
            <Link to="/" className="btn btn-primary mt-5">
              Browse all products
            </Link>
          </div>
        ) : (
          <>
            <ProductGrid items={products.items} notify label={title} />
            <ShowMoreButton list={products} label="Show more products" className="mt-8" />
          </>
        )}
      </div>
    </div>
  );
}
