// Home (SPEC §2): banners, filter bar, the product grid and the "Why choose us" block.
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFavourites } from '@/lib/favourites';
import { useCategories } from '../api/get-categories';
import { productsErrorMessage, useProducts } from '../api/get-products';
import { useIncomingCategory } from '../hooks/use-incoming-category';
import { matchesCategory, resolveCategory } from '../lib/category-match';
import { applyProductFilter, EMPTY_FILTER, type ProductFilter } from '../lib/price-filter';
import { BannerCarousel } from './banner-carousel';
import { CategoryStrip } from './category-strip';
import { FilterBar } from './filter-bar';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { WhyChooseUs } from './why-choose-us';

export function HomeScreen() {
  const products = useProducts();
  const categories = useCategories();
  const { ids: favourites } = useFavourites();
  const [filter, setFilter] = useState<ProductFilter>(EMPTY_FILTER);
  const [categorySlug, setCategorySlug] = useIncomingCategory();

  const selection = useMemo(
    () => (categorySlug ? resolveCategory(categorySlug, categories.data ?? []) : null),
    [categorySlug, categories.data],
  );

  const all = useMemo(() => (products.data ?? []).map((product, index) => ({ product, index })), [products.data]);
  const shown = useMemo(() => {
    const inCategory = categorySlug
      ? all.filter(({ product }) => selection !== null && matchesCategory(product, selection))
      : all;
    const kept = new Set(applyProductFilter(inCategory.map(({ product }) => product), filter, favourites));
    return inCategory.filter(({ product }) => kept.has(product));
  }, [all, categorySlug, selection, filter, favourites]);

  const clearAll = () => {
    setFilter(EMPTY_FILTER);
    setCategorySlug(null);
  };

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 pt-6 sm:px-6 lg:px-8">
      <h1 className="sr-only">Tokri — fresh fruit &amp; gift hampers</h1>
      <BannerCarousel />
      <CategoryStrip />

      <section id="products" aria-labelledby="products-heading" className="scroll-mt-24">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="products-heading" className="font-display text-3xl font-extrabold tracking-tight">
              Our Fresh Products
            </h2>
            <p className="mt-1 text-stone-600 dark:text-stone-400">Handpicked today, delivered fresh to your door.</p>
          </div>
          {products.isSuccess && (
            <p role="status" className="text-sm font-medium text-stone-600 dark:text-stone-400">
              Showing {shown.length} of {all.length} products
            </p>
          )}
        </div>

        <div className="mt-5">
          <FilterBar value={filter} onChange={setFilter} onReset={() => setFilter(EMPTY_FILTER)} />
        </div>

        {categorySlug && (
          <div className="mt-4 flex items-center gap-2">
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 py-1 pr-1 pl-3 text-sm font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
              Category: {selection?.title ?? categorySlug}
              <button
                type="button"
                onClick={() => setCategorySlug(null)}
                aria-label="Clear category filter"
                className="grid size-6 place-items-center rounded-full hover:bg-emerald-200 dark:hover:bg-emerald-800"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </span>
          </div>
        )}

        <div className="mt-6">
          {products.isPending ? (
            <>
              <p role="status" className="mb-4 text-stone-600 dark:text-stone-400">
                Loading products...
              </p>
              <ProductGridSkeleton />
            </>
          ) : products.isError ? (
            <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
              {productsErrorMessage(products.error)}
            </p>
          ) : shown.length === 0 ? (
            <div className="card flex flex-col items-center gap-4 p-10 text-center">
              <p className="text-lg font-semibold">No products match your filters</p>
              <button type="button" onClick={clearAll} className="btn btn-primary">
                Clear All Filters
              </button>
            </div>
          ) : (
            <ProductGrid items={shown} label="Products" />
          )}
        </div>
      </section>

      <WhyChooseUs />
    </div>
  );
}
