// All products (/products, linked from the footer): the whole catalogue in one grid, a page at a
// time, with the home page's filter bar, a category row and a sort order. Category and sort live in
// the address (?category=…&sort=…) so a filtered list can be shared.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCategories } from '../api/get-categories';
import { useProductList } from '../hooks/use-product-list';
import { useSetParam } from '../hooks/use-set-param';
import { slugCategoryIds } from '../lib/category-match';
import { EMPTY_FILTER, type ProductFilter } from '../lib/price-filter';
import { parseProductSort } from '../lib/product-sort';
import { CategoryChips } from './category-chips';
import { FilterBar } from './filter-bar';
import { ProductResults, ShowingCount } from './product-results';
import { SortSelect } from './sort-select';

export function AllProductsScreen() {
  const categories = useCategories();
  const [filter, setFilter] = useState<ProductFilter>(EMPTY_FILTER);
  const [params, setParams] = useSearchParams();
  const setParam = useSetParam();
  const categorySlug = params.get('category');
  const sort = parseProductSort(params.get('sort'));

  // An unknown category keeps nothing.
  const categoryIds = useMemo(
    () => (categorySlug ? slugCategoryIds(categorySlug, categories.data ?? []) : undefined),
    [categorySlug, categories.data],
  );
  const list = useProductList(filter, { categoryIds, sort, ready: !categorySlug || !categories.isPending });

  const clearAll = () => {
    setFilter(EMPTY_FILTER);
    setParams({}, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-4xl font-extrabold tracking-tight">All products</h1>
          <p className="mt-1 text-stone-600 dark:text-stone-400">Every fruit, dry fruit and hamper we have today.</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {list.isSuccess && <ShowingCount list={list} className="whitespace-nowrap" />}
          <SortSelect value={sort} onChange={(next) => setParam('sort', next === 'featured' ? null : next)} />
        </div>
      </div>

      <div className="mt-5 space-y-4">
        {categories.data && categories.data.length > 0 && (
          <CategoryChips categories={categories.data} value={categorySlug} onChange={(slug) => setParam('category', slug)} />
        )}
        <FilterBar value={filter} onChange={setFilter} onReset={() => setFilter(EMPTY_FILTER)} />
      </div>

      <div className="mt-6">
        <h2 className="sr-only">Products</h2>
        <ProductResults list={list} onClearAll={clearAll} label="All products" notify />
      </div>
    </div>
  );
}
