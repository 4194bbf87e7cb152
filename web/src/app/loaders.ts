// Route loaders that start a screen's data requests as navigation begins, together with its lazy
// chunk, instead of once the chunk has loaded and the screen has rendered. They only prefetch into
// the query cache and return at once: each screen keeps its own loading and error states (a failed
// prefetch is simply fetched again by the screen). Query modules that are not in the entry bundle
// are imported here on demand, so the entry stays within its budget.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { categoriesQuery, type Category } from '@/features/catalogue/api/get-categories';
import { resolveCategory, selectedCategoryIds, slugCategoryIds } from '@/features/catalogue/lib/category-match';
import { parseProductSort } from '@/features/catalogue/lib/product-sort';
import { productPagesQuery, productQuery, productsQuery, type ProductPageParams } from '@/lib/queries/products';
import { restoreFavourites } from '@/lib/favourites';
import { restoreSession } from '@/lib/session';

type Loader = (args: LoaderFunctionArgs) => null;

export function createLoaders(queryClient: QueryClient) {
  const prefetch: QueryClient['prefetchQuery'] = (query) => queryClient.prefetchQuery(query);
  /** The signed-in user's id, for the account queries keyed by user. */
  const userId = () => restoreSession().user?._id;
  const isAdmin = () => restoreSession().user?.role === 'admin';

  /** The first page of a list (what its screen asks for first), once `scope` knows its categories. */
  const firstPage = (scope: (categories: Category[]) => ProductPageParams | null) => {
    void queryClient
      .ensureQueryData(categoriesQuery)
      .then((categories) => {
        const params = scope(categories);
        return params && queryClient.prefetchInfiniteQuery(productPagesQuery(params));
      })
      .catch(() => null);
  };
  // A selection naming no category is shown empty without asking, so there is nothing to prefetch.
  const some = (categoryIds: string[]) => (categoryIds.length > 0 ? categoryIds : null);

  const allProducts: Loader = ({ request }) => {
    const search = new URL(request.url).searchParams;
    const slug = search.get('category');
    const sort = parseProductSort(search.get('sort'));
    firstPage((categories) => {
      if (!slug) return { sort };
      const categoryIds = some(slugCategoryIds(slug, categories));
      return categoryIds && { categoryIds, sort };
    });
    return null;
  };
  const category: Loader = ({ params }) => {
    const value = params.categoryName ?? '';
    firstPage((categories) => {
      const categoryIds = some(selectedCategoryIds(resolveCategory(value, categories), categories));
      return categoryIds && { categoryIds };
    });
    return null;
  };
  // The categories page counts each category's products in the whole list.
  const categories: Loader = () => {
    void prefetch(productsQuery);
    void prefetch(categoriesQuery);
    return null;
  };
  const product: Loader = ({ params }) => {
    // The related products come from the list.
    void prefetch(productQuery(params.id ?? ''));
    void prefetch(productsQuery);
    return null;
  };
  const favourites: Loader = () => {
    const ids = restoreFavourites();
    if (ids.length > 0) void queryClient.prefetchInfiniteQuery(productPagesQuery({ ids }));
    return null;
  };
  const addresses: Loader = () => {
    const id = userId();
    if (id) void import('@/lib/queries/addresses').then(({ addressesQuery }) => prefetch(addressesQuery(id)));
    return null;
  };
  const orders: Loader = ({ request }) => {
    const id = userId();
    if (id) void import('@/features/orders/api/get-orders').then(({ ordersQuery }) => queryClient.prefetchInfiniteQuery(ordersQuery(id)));
    // The order just placed, opened above the list as a confirmation (?placed=<orderId>).
    const placed = new URL(request.url).searchParams.get('placed')?.trim();
    if (id && placed) void import('@/features/orders/api/get-order').then(({ orderQuery }) => prefetch(orderQuery(id, placed)));
    return null;
  };
  const order: Loader = ({ params }) => {
    const id = userId();
    const orderId = params.orderId ?? '';
    if (id && orderId) void import('@/features/orders/api/get-order').then(({ orderQuery }) => prefetch(orderQuery(id, orderId)));
    return null;
  };
  const page =
    (slug: 'contact' | 'faq' | 'shipping' | 'privacy' | 'terms'): Loader =>
    () => {
      void import('@/features/pages/api/get-page').then(({ pageQuery }) => prefetch(pageQuery(slug)));
      return null;
    };
  const dashboard: Loader = () => {
    // Not for a visitor on their way to the admin login.
    if (isAdmin()) void import('@/features/admin/api/get-admin-stats').then(({ adminStatsQuery }) => prefetch(adminStatsQuery));
    return null;
  };

  return { allProducts, category, categories, product, favourites, addresses, orders, order, page, dashboard };
}
