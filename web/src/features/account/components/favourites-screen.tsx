// /profile/favourites (SPEC §2): the products the customer marked with the heart, as the shop's
// product cards, in the shop's order, a page at a time (GET /api/products/page?ids=…).
import { useInfiniteQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/product-grid';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useFavourites } from '@/lib/favourites';
import { pagedProducts, productPagesQuery } from '@/lib/queries/products';
import { EmptyState, ErrorNotice, PageHeader } from './page-parts';

const FAILED_TO_LOAD_PRODUCTS = 'Failed to load products.';

export function FavouritesScreen() {
  const { ids } = useFavourites();
  // Without favourites there is nothing to ask for.
  const none = ids.length === 0;
  const products = useInfiniteQuery({ ...productPagesQuery({ ids }), enabled: !none });
  // Each with its position in the shop's list, which gives the New and Best Seller badges.
  const favourites = useMemo(() => (none ? [] : pagedProducts(products.data?.pages)), [none, products.data]);
  const total = none ? 0 : (products.data?.pages.at(-1)?.total ?? 0);

  let body;
  if (products.isPending && !none) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading favourites...
        </p>
        <ProductGridSkeleton count={3} columns="beside-menu" />
      </>
    );
  } else if (products.isError) {
    body = <ErrorNotice message={FAILED_TO_LOAD_PRODUCTS} onRetry={() => void products.refetch()} />;
  } else if (total === 0) {
    body = (
      <EmptyState icon={<Heart aria-hidden="true" className="size-8" />} title="No favourites yet">
        <p className="mt-2 max-w-sm text-stone-600 dark:text-stone-400">
          Tap the heart on any product to keep it here for later.
        </p>
        <Link to="/" className="btn btn-primary mt-6">
          Browse products
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ProductGrid items={favourites} notify label="Favourite products" columns="beside-menu" heading="h2" />
        <ShowMoreButton list={products} label="Show more products" className="mt-8" />
      </>
    );
  }

  return (
    <div>
      <PageHeader
        title="Favourites"
        description={
          total > 0
            ? `${total} ${total === 1 ? 'product' : 'products'} you love.`
            : 'The products you love, in one place.'
        }
      />
      {body}
    </div>
  );
}
