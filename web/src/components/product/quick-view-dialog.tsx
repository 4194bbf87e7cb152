// Quick view of a product in a modal (SPEC §2 Product card). A product with several variants is
// chosen here (issue 20): the chips set the price, MRP, stock note and what "Add to Cart" adds.
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { FavouriteButton } from '@/components/ui/favourite-button';
import { StockLabel } from '@/components/ui/stock-label';
import type { Product } from '@/lib/queries/products';
import type { ProductActions } from '@/lib/product-actions';
import { defaultVariant, hasChoice, type Variant } from '@/lib/variants';
import { CartControls } from './cart-controls';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { VariantPicker } from './variant-picker';

interface QuickViewDialogProps {
  product: Product | null;
  actions: ProductActions;
  onClose: () => void;
}

export function QuickViewDialog({ product, actions, onClose }: QuickViewDialogProps) {
  return (
    <Dialog open={product !== null} onClose={onClose} title={product ? product.name : 'Quick view'} hideTitle>
      {product && <QuickViewBody key={product._id} product={product} actions={actions} />}
    </Dialog>
  );
}

/** Keyed by product, so another product starts from its own default variant. */
function QuickViewBody({ product, actions }: { product: Product; actions: ProductActions }) {
  // The chosen id, read against the product as it is now (its stock may have been refreshed).
  const [chosenId, setChosenId] = useState(() => defaultVariant(product)._id);
  const variant = defaultVariant(product, chosenId);
  const choice = hasChoice(product);
  return (
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
        <PriceTag
          price={variant.price}
          mrp={variant.mrp}
          unitPrice={variant.unitPrice}
          className="mt-2"
          priceClassName="text-2xl font-extrabold text-emerald-800 dark:text-emerald-300"
        />
        <VariantPicker product={product} chosen={variant} onChoose={(next: Variant) => setChosenId(next._id)} className="mt-3" />
        <StockLabel stock={variant.stock} className="mt-2 self-start" />
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {[choice ? '' : product.weight, product.origin].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-4 text-sm leading-relaxed text-stone-700 dark:text-stone-300">{product.description}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <CartControls product={product} variant={variant} actions={actions} />
          <FavouriteButton
            name={product.name}
            pressed={actions.isFavourite(product._id)}
            onToggle={() => actions.toggleFavourite(product)}
          />
        </div>
        <Link
          to={choice ? `/product/${product._id}?variant=${encodeURIComponent(variant._id)}` : `/product/${product._id}`}
          className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-emerald-800 underline-offset-4 hover:underline dark:text-emerald-300"
        >
          View Full Details
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
