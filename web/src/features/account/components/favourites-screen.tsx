// /profile/favourites (SPEC §2): the products the customer marked with the heart, as the shop's
// product cards.
import { Heart } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ProductGrid, ProductGridSkeleton, type IndexedProduct } from '@/components/product/product-grid';
import { useFavourites } from '@/lib/favourites';
import { useProducts } from '@/lib/queries/products';
import { EmptyState, ErrorNotice, PageHeader } from './page-parts';

const FAILED_TO_LOAD_PRODUCTS = 'Failed to load products.';

export function FavouritesScreen() {
  const { ids } = useFavourites();
  const products = useProducts();
  // Each with its position in the shop's list, which gives the New and Best Seller badges.
  const favourites = useMemo(() => {
    const byId = new Map((products.data ?? []).map((product, index) => [product._id, { product, index }]));
    return ids.map((id) => byId.get(id)).filter((item): item is IndexedProduct => item !== undefined);
  }, [ids, products.data]);

  let body;
  if (products.isPending) {
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
  } else if (favourites.length === 0) {
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
      <ProductGrid items={favourites} notify label="Favourite products" columns="beside-menu" heading="h2" />
    );
  }

  return (
    <div>
      <PageHeader
        title="Favourites"
        description={
          favourites.length > 0
            ? `${favourites.length} ${favourites.length === 1 ? 'product' : 'products'} you love.`
            : 'The products you love, in one place.'
        }
      />
      {body}
    </div>
  );
}
