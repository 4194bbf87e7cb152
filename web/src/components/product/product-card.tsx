// A product in a grid (SPEC §2 Product card): the storefront's grids and the customer's favourites.
// A product whose variants differ in price shows "from ₹X" (the lowest); "Add to Cart" on a
// product with several variants opens the quick view to choose one (issue 20). On phones two cards
// share a row: the text is smaller, the name at most two lines, the description left out, and the
// buttons at least 44 px. Under the price, the shown (cheapest) variant's unit sale price when the
// server gives one (issue 28): "(₹1.10 per g)". An automatic offer for the product (issue 21) shows
// as a badge over the picture's bottom edge, where nothing moves when it arrives. Under the name,
// the average rating and how many reviews when the product has any (issue 23): "★ 4.0 (3)".
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { OfferBadges } from '@/components/promotions/offer-badge';
import { FavouriteButton } from '@/components/ui/favourite-button';
import { StockLabel } from '@/components/ui/stock-label';
import type { Product } from '@/lib/queries/products';
import type { ProductActions } from '@/lib/product-actions';
import { CardPrice, cardVariant } from './card-price';
import { CartControls } from './cart-controls';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import { UnitPrice } from './unit-price';

interface ProductCardProps {
  product: Product;
  /** Position in the shop's full list: drives the New and Best Seller badges. */
  index: number;
  actions: ProductActions;
  onQuickView: (product: Product) => void;
  /** h3 under a titled grid section; h2 where the page title is the only heading above. */
  heading?: 'h2' | 'h3';
  /** How wide the picture is shown (product-grid.tsx). */
  sizes: string;
}

/** "★ 4.0 (3)", read as "Rated 4.0 of 5 from 3 reviews". */
function CardRating({ average, count }: { average: number; count: number }) {
  const value = average.toFixed(1);
  return (
    <p role="img" aria-label={`Rated ${value} of 5 from ${count} review${count === 1 ? '' : 's'}`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
      <span className="text-amber-500">★</span> {value} ({count})
    </p>
  );
}

export function ProductCard({ product, index, actions, onQuickView, heading: Heading = 'h3', sizes }: ProductCardProps) {
  const href = `/product/${product._id}`;
  return (
    <article
      aria-label={product.name}
      className="card group relative flex w-full flex-col overflow-hidden transition-shadow duration-300 hover:shadow-lg hover:shadow-emerald-900/5"
    >
      <div className="relative aspect-square overflow-hidden bg-amber-50 dark:bg-stone-800">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          <ProductImage
            src={product.image}
            alt=""
            width={400}
            height={400}
            sizes={sizes}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        </Link>
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1.5 sm:top-3 sm:left-3">
          <ProductBadges index={index} />
          <StockLabel stock={product.stock} />
        </div>
        {/* Over the picture (no room of the card grows); it makes way for "Quick view" on hover. */}
        <OfferBadges
          product={product}
          className="pointer-events-none absolute inset-x-2 bottom-2 transition-opacity duration-200 sm:inset-x-3 sm:bottom-3 md:group-hover:opacity-0"
        />
        <FavouriteButton
          name={product.name}
          pressed={actions.isFavourite(product._id)}
          onToggle={() => actions.toggleFavourite(product)}
          className="absolute top-2 right-2 max-sm:size-11 sm:top-3 sm:right-3"
        />
        <button
          type="button"
          onClick={() => onQuickView(product)}
          aria-label={`Quick view, ${product.name}`}
          className="absolute inset-x-4 bottom-4 hidden translate-y-2 items-center justify-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-stone-900 opacity-0 shadow-md ring-1 ring-stone-200 backdrop-blur transition duration-200 group-hover:translate-y-0 group-hover:opacity-100 focus-visible:translate-y-0 focus-visible:opacity-100 md:flex dark:bg-stone-900/95 dark:text-stone-100 dark:ring-stone-700"
        >
          <Eye aria-hidden="true" className="size-4" />
          Quick view
        </button>
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        {product.categoryId && (
          <p className="truncate text-[0.6875rem] font-semibold tracking-wide text-emerald-800 uppercase sm:text-xs dark:text-emerald-300">
            {product.categoryId.name}
          </p>
        )}
        <Heading className="mt-1 text-base leading-snug font-bold break-words max-sm:line-clamp-2 sm:text-lg">
          <Link to={href} className="rounded hover:text-emerald-800 dark:hover:text-emerald-300">
            {product.name}
          </Link>
        </Heading>
        {product.rating && <CardRating {...product.rating} />}
        <p className="mt-1.5 hidden text-sm text-stone-600 sm:line-clamp-2 dark:text-stone-400">{product.description}</p>
        <div className="mt-auto pt-3 sm:pt-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <CardPrice product={product} className="text-lg font-extrabold text-stone-900 sm:text-xl dark:text-white" />
            {product.weight && (
              <p className="truncate text-xs text-stone-600 dark:text-stone-400" title={product.weight}>
                {product.weight}
              </p>
            )}
          </div>
          <UnitPrice
            text={cardVariant(product).unitPrice}
            className="mt-0.5 block text-[0.6875rem] font-medium break-words text-stone-600 sm:text-xs dark:text-stone-400"
          />
          {/* Phones: 46 px tall buttons (the stepper's group loses its padding to match), narrower sides. */}
          <div className="mt-3 max-sm:[&_.btn]:min-h-[2.875rem] max-sm:[&_.btn]:px-3 max-sm:[&_[role=group]]:p-0 max-sm:[&_[role=group]_button]:size-11">
            <CartControls product={product} actions={actions} size="sm" block onChoose={() => onQuickView(product)} />
          </div>
        </div>
      </div>
    </article>
  );
}
