// Quick view of a product in a modal (SPEC §2 Product card).
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { FavouriteButton } from '@/components/ui/favourite-button';
import { StockLabel } from '@/components/ui/stock-label';
import { formatPrice } from '@/lib/format/money';
import type { Product } from '@/lib/queries/products';
import type { ProductActions } from '@/lib/product-actions';
import { CartControls } from './cart-controls';
import { ProductImage } from './product-image';

interface QuickViewDialogProps {
  product: Product | null;
  actions: ProductActions;
  onClose: () => void;
}

export function QuickViewDialog({ product, actions, onClose }: QuickViewDialogProps) {
  return (
    <Dialog open={product !== null} onClose={onClose} title={product ? product.name : 'Quick view'} hideTitle>
      {product && (
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="overflow-hidden rounded-2xl bg-amber-50 dark:bg-stone-800">
            <ProductImage
              src={product.image}
              alt={product.name}
              width={400}
              height={400}
              // Half of the dialog (56rem) from the sm breakpoint, the whole screen below it.
              sizes="(min-width: 640px) 410px, 100vw"
              className="aspect-square w-full object-cover"
            />
          </div>
          <div className="flex flex-col">
            {product.categoryId && (
              <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">
                {product.categoryId.name}
              </p>
            )}
            <p className="mt-1 font-display text-2xl font-extrabold" aria-hidden="true">
              {product.name}
            </p>
            <p className="mt-2 text-2xl font-extrabold text-emerald-800 dark:text-emerald-300">{formatPrice(product.price)}</p>
            <StockLabel stock={product.stock} className="mt-2 self-start" />
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              {[product.weight, product.origin].filter(Boolean).join(' · ')}
            </p>
            <p className="mt-4 text-sm leading-relaxed text-stone-700 dark:text-stone-300">{product.description}</p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <CartControls product={product} actions={actions} />
              <FavouriteButton
                name={product.name}
                pressed={actions.isFavourite(product._id)}
                onToggle={() => actions.toggleFavourite(product)}
              />
            </div>
            <Link
              to={`/product/${product._id}`}
              className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
            >
              View Full Details
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
