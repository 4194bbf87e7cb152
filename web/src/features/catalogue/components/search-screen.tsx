// Search results (/search?q=…): the search box, "Search results for “q”" with the number of
// matches, the matching categories as chips, and the matches (best first) in the product grid, a
// page at a time, with the all-products page's filter bar and sort. The count and the categories
// come from the search box's own answer (GET /api/search, shared with its suggestions), the grid
// from the paged list. The query and the sort live in the address, so a search can be shared.
// Without a query the box waits, focused (the phone bar's Search lands here).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProductSearch } from '@/components/product/product-search';
import { searchQuery, SUGGESTION_LIMIT } from '@/lib/queries/search';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProductList } from '../hooks/use-product-list';
import { useSetParam } from '../hooks/use-set-param';
import { EMPTY_FILTER, type ProductFilter } from '../lib/price-filter';
import { parseProductSort } from '../lib/product-sort';
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
  const results = useQuery({ ...searchQuery(q, SUGGESTION_LIMIT), enabled: q !== '', placeholderData: undefined });
  const list = useProductList(filter, { q, sort, ready: q !== '' });
  useDocumentTitle(q === '' ? 'Search' : `Search: ${q}`);

  const clearAll = () => {
    setFilter(EMPTY_FILTER);
    setParam('sort', null);
  };

  const found = results.data;
  const empty = found !== undefined && found.total === 0;

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
            list.isSuccess &&
            (list.items.length === found.total ? (
              <p role="status" className="mt-1 text-sm font-medium text-stone-600 dark:text-stone-400">
                {productCount(found.total)}
              </p>
            ) : (
              <ShowingCount list={list} className="mt-1" />
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
              <h2 className="sr-only">Products</h2>
              <ProductResults list={list} onClearAll={clearAll} label="Search results" notify />
            </div>
          </>
        ))}
    </div>
  );
}
