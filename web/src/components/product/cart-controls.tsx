import { ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { CartProduct } from '@/lib/cart/cart-reducer';
import { canAddMore, isSoldOut } from '@/lib/stock';
import type { ProductActions } from '@/lib/product-actions';
import { onlyVariant, variantsOf, withVariantLabel, type Variant } from '@/lib/variants';

interface CartControlsProps {
  product: CartProduct;
  /** The variant chosen; may be left out for a product with one variant. */
  variant?: Variant | null;
  actions: ProductActions;
  size?: 'sm' | 'md';
  /** Stretch to the container's width (product cards). */
  block?: boolean;
  /**
   * Opens the variant choice (the quick view) for a product with several variants and none
   * chosen here; without it, "Add to Cart" leads to the product page.
   */
  onChoose?: () => void;
}

const buttonClass = (size: 'sm' | 'md', block: boolean) => `btn btn-primary whitespace-nowrap ${size === 'sm' ? 'py-2' : ''} ${block ? 'w-full' : ''}`;

/**
 * "Add to Cart", or a stepper once the variant is in the cart (decrement removes at zero). Neither
 * goes past the units left: a sold-out variant's button is disabled, the stepper stops at its
 * stock. A product with several variants and none chosen is never added silently: its button
 * opens the choice.
 */
export function CartControls({ product, variant, actions, size = 'md', block = false, onChoose }: CartControlsProps) {
  const chosen = variant ?? onlyVariant(product);
  if (!chosen) {
    const allSoldOut = variantsOf(product).every((candidate) => isSoldOut(candidate.stock));
    const content = (
      <>
        <ShoppingBasket aria-hidden="true" className="size-4" />
        Add to Cart
      </>
    );
    if (!onChoose && !allSoldOut) {
      return (
        <Link to={`/product/${product._id}`} aria-label={`Add to Cart, ${product.name}`} className={buttonClass(size, block)}>
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        onClick={onChoose}
        disabled={allSoldOut}
        aria-haspopup="dialog"
        aria-label={`Add to Cart, ${product.name}`}
        className={buttonClass(size, block)}
      >
        {content}
      </button>
    );
  }
  const qty = actions.qtyOf(product, chosen);
  if (qty > 0) {
    return (
      <QuantityStepper
        qty={qty}
        name={withVariantLabel(product.name, chosen.label, ', ')}
        size={size}
        block={block}
        incrementDisabled={!canAddMore(chosen.stock, qty)}
        onIncrement={() => actions.increment(product, chosen)}
        onDecrement={() => actions.decrement(product, chosen)}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => actions.add(product, chosen)}
      disabled={isSoldOut(chosen.stock)}
      aria-label={`Add to Cart, ${product.name}`}
      className={buttonClass(size, block)}
    >
      <ShoppingBasket aria-hidden="true" className="size-4" />
      Add to Cart
    </button>
  );
}
