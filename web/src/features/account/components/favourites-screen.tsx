// /profile/favourites (SPEC §2): the products the customer marked with the heart.
import { Heart, ShoppingBasket } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FavouriteButton } from '@/components/ui/favourite-button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useCart } from '@/lib/cart/cart-context';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';
import { useFavourites } from '@/lib/favourites';
import { formatPrice } from '@/lib/format/money';
import { responsiveImage } from '@/lib/media';
import { toast } from '@/lib/toast';
import { FAILED_TO_LOAD_PRODUCTS, useProducts, type Product } from '../api/get-products';
import { EmptyState, ErrorNotice, PageHeader } from './page-parts';

function Picture({ src }: { src: string | null | undefined }) {
  const wanted = src && src.trim() !== '' ? src : DEFAULT_PRODUCT_IMAGE;
  const [failed, setFailed] = useState(false);
  return (
    <img
      // One to three columns beside the 15rem account menu (account-layout.tsx).
      {...responsiveImage(failed ? DEFAULT_PRODUCT_IMAGE : wanted, '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw')}
      onError={() => setFailed(true)}
      alt=""
      width={320}
      height={320}
      loading="lazy"
      decoding="async"
      className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
    />
  );
}

function FavouriteCard({ product }: { product: Product }) {
  const cart = useCart();
  const favourites = useFavourites();
  const qty = cart.qtyOf(product._id);
  const href = `/product/${product._id}`;
  return (
    <article aria-label={product.name} className="card group flex h-full flex-col overflow-hidden">
      <div className="relative aspect-[4/3] overflow-hidden bg-amber-50 dark:bg-stone-800">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          <Picture src={product.image} />
        </Link>
        <FavouriteButton
          name={product.name}
          pressed
          onToggle={() => {
            favourites.toggle(product._id);
            toast.success(`${product.name} removed from favourites`);
          }}
          className="absolute top-3 right-3"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        {product.categoryId && (
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">
            {product.categoryId.name}
          </p>
        )}
        <h2 className="mt-1 text-lg leading-snug font-bold">
          <Link to={href} className="rounded hover:text-emerald-800 dark:hover:text-emerald-300">
            {product.name}
          </Link>
        </h2>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <p className="text-xl font-extrabold">{formatPrice(product.price)}</p>
          {qty > 0 ? (
            <QuantityStepper
              qty={qty}
              name={product.name}
              size="sm"
              onIncrement={() => cart.increment(product._id)}
              onDecrement={() => cart.decrement(product._id)}
            />
          ) : (
            <button
              type="button"
              onClick={() => cart.addItem(product)}
              aria-label={`Add to Cart, ${product.name}`}
              className="btn btn-primary py-2 whitespace-nowrap"
            >
              <ShoppingBasket aria-hidden="true" className="size-4" />
              Add to Cart
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

function Skeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="card overflow-hidden">
          <div className="aspect-[4/3] animate-pulse bg-stone-200/70 dark:bg-stone-800" />
          <div className="space-y-2 p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200 dark:bg-stone-800" />
            <div className="h-9 w-full animate-pulse rounded-full bg-stone-200 dark:bg-stone-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function FavouritesScreen() {
  const { ids } = useFavourites();
  const products = useProducts();
  const favourites = useMemo(() => {
    const byId = new Map((products.data ?? []).map((product) => [product._id, product]));
    return ids.map((id) => byId.get(id)).filter((product): product is Product => product !== undefined);
  }, [ids, products.data]);

  let body;
  if (products.isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading favourites...
        </p>
        <Skeleton />
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
      <ul aria-label="Favourite products" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {favourites.map((product) => (
          <li key={product._id}>
            <FavouriteCard product={product} />
          </li>
        ))}
      </ul>
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
