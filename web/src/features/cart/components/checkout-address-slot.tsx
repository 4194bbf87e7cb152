// The cart's delivery-address part (SPEC §2 Cart): saved addresses when signed in, the guest form
// otherwise, and "Proceed to checkout" with its alerts (SPEC §5).
import { MapPin } from 'lucide-react';
import { useCart } from '@/lib/cart/cart-context';
import { useSession } from '@/lib/session';
import { AddressCheckout } from './address-checkout';
import { GuestCheckoutForm } from './guest-checkout-form';

export function CheckoutAddressSlot() {
  const { isAuthenticated } = useSession();
  const cart = useCart();
  const cartEmpty = cart.items.length === 0;

  return (
    <section aria-labelledby="delivery-heading" className="card p-5 sm:p-6">
      <h2 id="delivery-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <MapPin aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        Delivery address
      </h2>
      <div className="mt-4">
        {isAuthenticated ? <AddressCheckout cartEmpty={cartEmpty} /> : <GuestCheckoutForm cartEmpty={cartEmpty} />}
      </div>
    </section>
  );
}
