// Home (SPEC §2): banners, filter bar, the product grid and the "Why choose us" block; below the
// banners, the delivery feature's PIN code check (issue 26), composed in by the route module.
import { X } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useCategories } from '../api/get-categories';
import { useIncomingCategory } from '../hooks/use-incoming-category';
import { useProductList } from '../hooks/use-product-list';
import { resolveCategory, selectedCategoryIds } from '../lib/category-match';
import { EMPTY_FILTER, type ProductFilter } from '../lib/price-filter';
import { BannerCarousel } from './banner-carousel';
import { CategoryStrip } from './category-strip';
import { FilterBar } from './filter-bar';
import { ProductResults, ShowingCount } from './product-results';
import { WhyChooseUs } from './why-choose-us';

/** `deliveryCheck`: the "Check delivery" box, shown below the banners. */
export function HomeScreen({ deliveryCheck }: { deliveryCheck?: ReactNode } = {}) {
  const categories = useCategories();
  const [filter, setFilter] = useState<ProductFilter>(EMPTY_FILTER);
  const [categorySlug, setCategorySlug] = useIncomingCategory();

  const selection = useMemo(
    () => (categorySlug ? resolveCategory(categorySlug, categories.data ?? []) : null),
    [categorySlug, categories.data],
  );

  // A category that names nothing keeps nothing.
  const categoryIds = useMemo(
    () => (categorySlug ? selectedCategoryIds(selection, categories.data ?? []) : undefined),
    [categorySlug, selection, categories.data],
  );
  const list = useProductList(filter, { categoryIds, ready: !categorySlug || !categories.isPending });

  const clearAll = () => {
    setFilter(EMPTY_FILTER);
    setCategorySlug(null);
  };

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 pt-6 sm:px-6 lg:px-8">
      <h1 className="sr-only">Tokri — fresh fruit &amp; gift hampers</h1>
      <BannerCarousel />
      {deliveryCheck && <div className="-mt-6">{deliveryCheck}</div>}
      <CategoryStrip />

      <section id="products" aria-labelledby="products-heading" className="scroll-mt-24">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="products-heading" className="font-display text-3xl font-extrabold tracking-tight">
              Our Fresh Products
            </h2>
            <p className="mt-1 text-stone-600 dark:text-stone-400">Handpicked today, delivered fresh to your door.</p>
          </div>
          {/* A line's room while loading, so the filters below do not move when the count comes. */}
          {list.isSuccess ? <ShowingCount list={list} /> : <p aria-hidden="true" className="h-5" />}
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
          <ProductResults
            list={list}
            onClearAll={clearAll}
            label="Products"
            loadingText="Loading products..."
          />
        </div>
      </section>

      <WhyChooseUs />
    </div>
  );
}
