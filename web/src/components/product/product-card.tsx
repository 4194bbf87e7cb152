// A product in a grid (SPEC §2 Product card): the storefront's grids and the customer's favourites.
// A product whose variants differ in price shows "from ₹X" (the lowest); "Add to Cart" on a
// product with several variants opens the quick view to choose one (issue 20).
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { FavouriteButton } from '@/components/ui/favourite-button';
import { StockLabel } from '@/components/ui/stock-label';
import { formatPrice } from '@/lib/format/money';
import type { Product } from '@/lib/queries/products';
import type { ProductActions } from '@/lib/product-actions';
import { priceRange } from '@/lib/variants';
import { CartControls } from './cart-controls';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';

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

export function ProductCard({ product, index, actions, onQuickView, heading: Heading = 'h3', sizes }: ProductCardProps) {
  const href = `/product/${product._id}`;
  const { lowest, differs } = priceRange(product);
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
        <div className="absolute top-3 left-3 flex flex-col items-start gap-1.5">
          <ProductBadges index={index} />
          <StockLabel stock={product.stock} />
        </div>
        <FavouriteButton
          name={product.name}
          pressed={actions.isFavourite(product._id)}
          onToggle={() => actions.toggleFavourite(product)}
          className="absolute top-3 right-3"
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
      <div className="flex flex-1 flex-col p-4">
        {product.categoryId && (
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">
            {product.categoryId.name}
          </p>
        )}
        <Heading className="mt-1 text-lg leading-snug font-bold">
          <Link to={href} className="rounded hover:text-emerald-800 dark:hover:text-emerald-300">
            {product.name}
          </Link>
        </Heading>
        <p className="mt-1.5 line-clamp-2 text-sm text-stone-600 dark:text-stone-400">{product.description}</p>
        <div className="mt-auto pt-4">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-xl font-extrabold text-stone-900 dark:text-white">
              {differs && <span className="text-sm font-semibold text-stone-600 dark:text-stone-400">from </span>}
              {formatPrice(differs ? lowest : product.price)}
            </p>
            {product.weight && (
              <p className="truncate text-xs text-stone-600 dark:text-stone-400" title={product.weight}>
                {product.weight}
              </p>
            )}
          </div>
          <div className="mt-3">
            <CartControls product={product} actions={actions} size="sm" block onChoose={() => onQuickView(product)} />
          </div>
        </div>
      </div>
    </article>
  );
}
