// All products (/products, linked from the footer): the whole catalogue in one grid, with the home
// page's filter bar, a category row and a sort order. Category and sort live in the address
// (?category=…&sort=…) so a filtered list can be shared.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFavourites } from '@/lib/favourites';
import { useCategories } from '../api/get-categories';
import { productsErrorMessage, useProducts } from '../api/get-products';
import { applyProductFilter, EMPTY_FILTER, type ProductFilter } from '../lib/price-filter';
import { parseProductSort, PRODUCT_SORTS, sortProducts } from '../lib/product-sort';
import { CategoryChips } from './category-chips';
import { FilterBar } from './filter-bar';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

export function AllProductsScreen() {
  const products = useProducts();
  const categories = useCategories();
  const { ids: favourites } = useFavourites();
  const [filter, setFilter] = useState<ProductFilter>(EMPTY_FILTER);
  const [params, setParams] = useSearchParams();
  const categorySlug = params.get('category');
  const sort = parseProductSort(params.get('sort'));

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const all = useMemo(() => (products.data ?? []).map((product, index) => ({ product, index })), [products.data]);
  const shown = useMemo(() => {
    const category = categorySlug ? categories.data?.find((c) => c.slug === categorySlug) : undefined;
    const inCategory = categorySlug ? all.filter(({ product }) => product.categoryId?._id === category?._id) : all;
    const kept = new Set(applyProductFilter(inCategory.map(({ product }) => product), filter, favourites));
    return sortProducts(
      inCategory.filter(({ product }) => kept.has(product)),
      sort,
    );
  }, [all, categorySlug, categories.data, filter, favourites, sort]);

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
          {products.isSuccess && (
            <p role="status" className="text-sm font-medium whitespace-nowrap text-stone-600 dark:text-stone-400">
              Showing {shown.length} of {all.length} products
            </p>
          )}
          <label className="flex items-center gap-2 text-sm font-semibold">
            Sort
            <select
              value={sort}
              onChange={(e) => {
                const next = parseProductSort(e.target.value);
                setParam('sort', next === 'featured' ? null : next);
              }}
              className="field w-auto py-1.5"
            >
              {PRODUCT_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className="mt-5 space-y-4">
        {categories.data && categories.data.length > 0 && (
          <CategoryChips categories={categories.data} value={categorySlug} onChange={(slug) => setParam('category', slug)} />
        )}
        <FilterBar value={filter} onChange={setFilter} onReset={() => setFilter(EMPTY_FILTER)} />
      </div>

      <div className="mt-6">
        {products.isPending ? (
          <ProductGridSkeleton />
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
          <ProductGrid items={shown} notify label="All products" />
        )}
      </div>
    </div>
  );
}
