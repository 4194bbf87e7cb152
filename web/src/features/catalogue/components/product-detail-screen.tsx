// Product detail (SPEC §2): pictures, favourite, add or stepper, Buy Now, a layout chosen by the
// category's `layout`, and up to 6 random other products. A product with several variants shows
// their chips (issue 20); the chosen one sets the price, MRP, stock note and what is added, and is
// kept in the address as `?variant=<id>` so a shared link opens it. A pre-packed product (issue
// 28) shows the chosen pack's unit sale price beside its price and its pack declarations.
import { ArrowLeft, Zap } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FavouriteButton } from '@/components/ui/favourite-button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { StockLabel } from '@/components/ui/stock-label';
import { StarDisplay } from '@/components/ui/star-display';
import { isNotFound } from '@/lib/api/client';
import { RELATED_PRODUCTS_LIMIT } from '@/lib/constants';
import { isSoldOut } from '@/lib/stock';
import { FAILED_TO_FETCH_PRODUCT, useProduct, useProducts, type ProductDetail } from '@/lib/queries/products';
import { PRODUCT_NOT_FOUND } from '../lib/products-error';
import { ratingLabel } from '../lib/rating-label';
import { useProductActions } from '@/lib/product-actions';
import { pickRandomOthers } from '../lib/pick-random';
import { defaultVariant, hasChoice, type Variant } from '@/lib/variants';
import { CartControls } from '@/components/product/cart-controls';
import { PriceTag } from '@/components/product/price-tag';
import { ProductBadges } from '@/components/product/product-badges';
import { OfferBadges } from '@/components/promotions/offer-badge';
import { VariantPicker } from '@/components/product/variant-picker';
import { ProductImageCarousel } from './product-image-carousel';
import { PackDeclarations } from './pack-declarations';
import { GiftBoxDetails, StandardDetails } from './product-layouts';
import { ProductGrid } from '@/components/product/product-grid';

function BackLink() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to all products
    </Link>
  );
}

function pictures(product: ProductDetail): string[] {
  if (product.images.length > 0) return product.images;
  return product.image ? [product.image] : [];
}

function Related({ productId }: { productId: string }) {
  const { data } = useProducts();
  const items = useMemo(() => {
    const all = (data ?? []).map((product, index) => ({ ...product, index }));
    return pickRandomOthers(all, productId, RELATED_PRODUCTS_LIMIT).map(({ index, ...product }) => ({ product, index }));
  }, [data, productId]);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16">
      <h2 id="related-heading" className="font-display text-2xl font-extrabold tracking-tight">
        You may also like
      </h2>
      <div className="mt-5">
        <ProductGrid items={items} label="Other products" />
      </div>
    </section>
  );
}

/** `deliveryCheck`: the "Check delivery" box, composed in by the route module. */
export function ProductDetailScreen({ id, deliveryCheck }: { id: string; deliveryCheck?: ReactNode }) {
  const { data: product, isPending, isError, error } = useProduct(id);
  const products = useProducts();
  const actions = useProductActions();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();

  if (isPending) return <LoadingScreen label="Loading product..." />;

  if (isError) {
    const notFound = isNotFound(error);
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <p role="alert" className="text-xl font-bold">
          {notFound ? PRODUCT_NOT_FOUND : FAILED_TO_FETCH_PRODUCT}
        </p>
        {notFound && (
          <Link to="/" className="btn btn-primary mt-6">
            Go back to Home
          </Link>
        )}
      </div>
    );
  }

  const index = products.data?.findIndex((p) => p._id === product._id) ?? -1;
  const giftBox = product.category?.layout === 'giftBox';
  const categoryName = product.category?.name ?? product.categoryId?.name;

  const variant = defaultVariant(product, params.get('variant'));
  // Replaces the history entry: trying packs does not fill the back button.
  const choose = (next: Variant) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('variant', next._id);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const buyNow = () => {
    actions.add(product, variant);
    void navigate('/cart');
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <BackLink />
      <div className="mt-5 grid gap-8 md:grid-cols-2 lg:gap-14">
        <div className="relative">
          <ProductImageCarousel images={pictures(product)} name={product.name} />
          <div className="pointer-events-none absolute top-4 left-4 flex max-w-[calc(100%-2rem)] flex-col items-start gap-1.5">
            <ProductBadges index={index} />
            <OfferBadges product={product} all />
          </div>
        </div>
        <div>
          {categoryName && (
            <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">
              {categoryName}
            </p>
          )}
          <div className="mt-1 flex items-start justify-between gap-4">
            <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{product.name}</h1>
            <FavouriteButton
              name={product.name}
              pressed={actions.isFavourite(product._id)}
              onToggle={() => actions.toggleFavourite(product)}
              className="shrink-0"
            />
          </div>
          {/* The average of approved reviews (issue 23 replaces the spec's fixed 4.5). */}
          {!giftBox && (
            <div className="mt-2 flex items-center gap-2">
              {product.rating ? (
                <>
                  <StarDisplay value={product.rating.average} />
                  <span className="text-sm font-semibold">
                    {ratingLabel(product.rating)}
                  </span>
                </>
              ) : (
                <span className="text-sm text-stone-600 dark:text-stone-400">No reviews yet</span>
              )}
            </div>
          )}
          <PriceTag
            price={variant.price}
            mrp={variant.mrp}
            unitPrice={variant.unitPrice}
            className="mt-4"
            priceClassName="text-3xl font-extrabold text-stone-900 dark:text-white"
          />
          {/* The product's own weight is one pack's; with several, the chosen chip says what is sold. */}
          {product.weight && !hasChoice(product) && <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{product.weight}</p>}
          <VariantPicker product={product} chosen={variant} onChoose={choose} className="mt-4" />
          <StockLabel stock={variant.stock} className="mt-3" />

          <div className="mt-6 flex flex-wrap items-center gap-3">
            <CartControls product={product} variant={variant} actions={actions} />
            <button type="button" onClick={buyNow} disabled={isSoldOut(variant.stock)} className="btn btn-accent">
              <Zap aria-hidden="true" className="size-4" />
              Buy Now
            </button>
          </div>
          {deliveryCheck && <div className="mt-6">{deliveryCheck}</div>}

          <div className="mt-8">
            {giftBox ? <GiftBoxDetails product={product} /> : <StandardDetails product={product} variant={variant} />}
          </div>
          <PackDeclarations product={product} variant={variant} className="mt-8" />
        </div>
      </div>
      <Related productId={product._id} />
    </div>
  );
}
