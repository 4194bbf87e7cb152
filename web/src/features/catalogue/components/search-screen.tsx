// Search results (/search?q=…): the search box, "Search results for “q”" with the number of
// matches, the matching categories as chips, and the matches (best first) in the product grid with
// the all-products page's filter bar and sort. The query and the sort live in the address, so a
// search can be shared. Without a query the box waits, focused (the phone bar's Search lands here).
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProductSearch } from '@/components/product/product-search';
import { RESULTS_LIMIT, searchQuery } from '@/lib/queries/search';
import { useProducts } from '@/lib/queries/products';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSetParam } from '../hooks/use-set-param';
import { useShownProducts } from '../hooks/use-shown-products';
import { EMPTY_FILTER, type ProductFilter } from '../lib/price-filter';
import { parseProductSort, sortProducts } from '../lib/product-sort';
import { chip } from './category-chips';
import { FilterBar } from './filter-bar';
import { ProductResults, ShowingCount } from './product-results';
import { SortSelect } from './sort-select';

const productCount = (count: number) => (count === 1 ? '1 product' : `${count} products`);

export function SearchScreen() {
  const [params] = useSearchParams();
  const setParam = useSetParam();
  const q = (params.get('q') ?? '').trim();
  const sort = parseProductSort(params.get('sort'));
  const [filter, setFilter] = useState<ProductFilter>(EMPTY_FILTER);
  // A new query shows the skeleton, not the last query's matches.
  const results = useQuery({ ...searchQuery(q, RESULTS_LIMIT), enabled: q !== '', placeholderData: undefined });
  // The shop's list gives each match its New and Best Seller badges (its position there).
  const shop = useProducts();
  useDocumentTitle(q === '' ? 'Search' : `Search: ${q}`);

  const matches = results.data?.products;
  // Each match's index here is its rank, so "Best match" is the sort's own order.
  const { shown: filtered } = useShownProducts(matches, null, filter);
  const shopIndex = useMemo(() => new Map(shop.data?.map((product, index) => [product._id, index])), [shop.data]);
  const shown = useMemo(
    () => sortProducts(filtered, sort).map(({ product }) => ({ product, index: shopIndex.get(product._id) ?? -1 })),
    [filtered, sort, shopIndex],
  );

  const clearAll = () => {
    setFilter(EMPTY_FILTER);
    setParam('sort', null);
  };

  const found = results.data;
  const empty = found !== undefined && found.products.length === 0;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 sm:pt-8 lg:px-8">
      <ProductSearch initialQuery={q} focusOnShow={q === ''} className="max-w-2xl" />

      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            {q === '' ? 'Search' : `Search results for “${q}”`}
          </h1>
          {q === '' && <p className="mt-1 text-stone-600 dark:text-stone-400">Type a fruit, a hamper or a category.</p>}
          {found &&
            !empty &&
            (shown.length === found.products.length ? (
              <p role="status" className="mt-1 text-sm font-medium text-stone-600 dark:text-stone-400">
                {productCount(found.total)}
              </p>
            ) : (
              <ShowingCount shown={shown.length} total={found.products.length} className="mt-1" />
            ))}
        </div>
        {found && !empty && (
          <SortSelect value={sort} featuredLabel="Best match" onChange={(next) => setParam('sort', next === 'featured' ? null : next)} />
        )}
      </div>

      {found && found.categories.length > 0 && (
        <ul aria-label="Matching categories" className="mt-4 flex flex-wrap gap-2">
          {found.categories.map((category) => (
            <li key={category._id}>
              <Link to={`/category/${category.slug}`} className={`inline-flex min-h-11 items-center sm:min-h-0 ${chip(false)}`}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}

      {q !== '' &&
        (empty ? (
          <div className="card mt-6 flex flex-col items-center gap-4 p-10 text-center">
            <p className="text-lg font-semibold break-words">No products match “{q}”.</p>
            <p className="text-stone-600 dark:text-stone-400">Check the spelling, try a shorter word, or browse everything we have today.</p>
            <Link to="/products" className="btn btn-primary">
              See all products
            </Link>
          </div>
        ) : (
          <>
            {found && (
              <div className="mt-5">
                <FilterBar value={filter} onChange={setFilter} onReset={() => setFilter(EMPTY_FILTER)} />
              </div>
            )}
            <div className="mt-6">
              <ProductResults products={results} shown={shown} onClearAll={clearAll} label="Search results" notify />
            </div>
          </>
        ))}
    </div>
  );
}
