// The cart's delivery-address part (SPEC §2 Cart): "Is this a gift?" first, then saved addresses
// when signed in, the guest form otherwise, and "Proceed to checkout" with its alerts (SPEC §5).
// For a gift the address asked here is the buyer's own, for the bill; checkout asks where it goes.
import { MapPin, ReceiptText } from 'lucide-react';
import { useCart } from '@/lib/cart/cart-context';
import { useSession } from '@/lib/session';
import { useGiftChoice } from '../hooks/gift-choice';
import { AddressCheckout } from './address-checkout';
import { GiftChoice } from './gift-choice';
import { GuestCheckoutForm } from './guest-checkout-form';

const iconClass = 'size-5 text-emerald-700 dark:text-emerald-400';

export function CheckoutAddressSlot() {
  const { isAuthenticated } = useSession();
  const cart = useCart();
  const cartEmpty = cart.items.length === 0;
  const [isGift, setIsGift] = useGiftChoice();

  return (
    <section aria-labelledby="delivery-heading" className="card p-5 sm:p-6">
      <h2 id="delivery-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        {isGift ? <ReceiptText aria-hidden="true" className={iconClass} /> : <MapPin aria-hidden="true" className={iconClass} />}
        {isGift ? 'Your details (for the bill)' : 'Delivery address'}
      </h2>
      <div className="mt-4">
        <GiftChoice isGift={isGift} onChange={setIsGift} />
      </div>
      {/* Read out when it appears: the address below is no longer where the order goes. */}
      <div aria-live="polite">
        {isGift && (
          <p data-testid="gift-billing-note" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
            The address below is yours, for the bill and so we can reach you. You'll add the recipient's address,
            your message and who it's from at checkout.
          </p>
        )}
      </div>
      <div className="mt-6 border-t border-stone-200 pt-5 dark:border-stone-800">
        {isAuthenticated ? (
          <AddressCheckout cartEmpty={cartEmpty} gift={isGift} />
        ) : (
          <GuestCheckoutForm cartEmpty={cartEmpty} gift={isGift} />
        )}
      </div>
    </section>
  );
}
