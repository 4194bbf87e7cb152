// The cart (SPEC §2 Cart, §4, §9): lines (one per variant), the order summary with the server's
// quote (issue 20; the local sums until it answers) with its offers and the coupon box (issue 21),
// and the delivery-address slot.
import { ShoppingBasket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CouponBox } from '@/components/promotions/coupon-box';
import { lineKey } from '@/lib/cart/cart-reducer';
import { quoteLineFor } from '@/lib/queries/cart-quote';
import { useCartSummary } from '../hooks/cart-summary';
import { CartLine } from './cart-line';
import { CheckoutAddressSlot } from './checkout-address-slot';
import { OrderSummary } from './order-summary';

interface CartScreenProps {
  /**
   * The delivery-address part and "Proceed to checkout", composed in by the route module so the
   * cart feature does not depend on the checkout feature. Until then a placeholder slot renders.
   */
  checkout?: ReactNode;
}

export function CartScreen({ checkout }: CartScreenProps) {
  const { cart, isEmpty, quote, summary } = useCartSummary();

  // One column below lg: the lines, the summary with the total, then the address, and "Proceed to
  // checkout" with the total in a bar fixed to the bottom (the page leaves room for it). From
  // lg up the summary stays beside the lines and the address (issue 26).
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Your cart</h1>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-label="Cart items" className="card p-5 sm:p-6 lg:col-start-1">
          {isEmpty ? (
            <div className="flex flex-col items-center gap-4 py-10 text-center">
              <span className="grid size-16 place-items-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
                <ShoppingBasket aria-hidden="true" className="size-8" />
              </span>
              <p className="text-lg font-semibold">Your cart is empty.</p>
              <Link to="/" className="btn btn-primary">
                Start shopping
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-stone-200 dark:divide-stone-800">
              {cart.items.map((item) => {
                const key = lineKey(item);
                return (
                  <CartLine
                    key={`${item._id}:${key}`}
                    item={item}
                    problem={quoteLineFor(quote.data, item)?.problem ?? null}
                    onIncrement={() => cart.increment(key)}
                    onDecrement={() => cart.decrement(key)}
                    onRemove={() => cart.removeItem(key)}
                  />
                );
              })}
            </ul>
          )}
        </section>
        <div className="lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <OrderSummary
            totals={summary.totals}
            isEmpty={isEmpty}
            savings={summary.mrpSavings}
            freeDeliveryFrom={summary.freeDeliveryFrom}
            discounts={summary.discounts}
          >
            <CouponBox quote={quote.data} />
          </OrderSummary>
        </div>
        {/* Delivery address selection and "Proceed to checkout" — built by the checkout work. */}
        <div className="min-w-0 lg:col-start-1">{checkout ?? <CheckoutAddressSlot />}</div>
      </div>
    </div>
  );
}
