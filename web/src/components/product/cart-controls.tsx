import { ShoppingBasket } from 'lucide-react';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { CartProduct } from '@/lib/cart/cart-reducer';
import { canAddMore, isSoldOut } from '@/lib/stock';
import type { ProductActions } from '@/lib/product-actions';

interface CartControlsProps {
  product: CartProduct;
  actions: ProductActions;
  size?: 'sm' | 'md';
  /** Stretch to the container's width (product cards). */
  block?: boolean;
}

/**
 * "Add to Cart", or a stepper once the product is in the cart (decrement removes at zero). Neither
 * goes past the units left: a sold-out product's button is disabled, the stepper stops at its stock.
 */
export function CartControls({ product, actions, size = 'md', block = false }: CartControlsProps) {
  const qty = actions.qtyOf(product._id);
  if (qty > 0) {
    return (
      <QuantityStepper
        qty={qty}
        name={product.name}
        size={size}
        block={block}
        incrementDisabled={!canAddMore(product.stock, qty)}
        onIncrement={() => actions.increment(product)}
        onDecrement={() => actions.decrement(product)}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => actions.add(product)}
      disabled={isSoldOut(product.stock)}
      aria-label={`Add to Cart, ${product.name}`}
      className={`btn btn-primary whitespace-nowrap ${size === 'sm' ? 'py-2' : ''} ${block ? 'w-full' : ''}`}
    >
      <ShoppingBasket aria-hidden="true" className="size-4" />
      Add to Cart
    </button>
  );
}
