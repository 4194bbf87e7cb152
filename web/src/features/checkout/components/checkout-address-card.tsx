// The address the customer chose in the cart, with a way back to change it: where the order goes,
// or for a gift the buyer's own address, which is billed.
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PostalLines } from '@/components/ui/postal-lines';
import type { ShippingAddress } from '../lib/checkout-address';

export function AddressCard({ address, billing = false }: { address: ShippingAddress; billing?: boolean }) {
  return (
    <section aria-labelledby="checkout-address-heading" className="card p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id="checkout-address-heading" className="flex items-center gap-2 font-display text-xl font-bold">
          <MapPin aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
          {billing ? 'Your address (billed)' : 'Delivery address'}
        </h2>
        <Link to="/cart" className="rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300">
          Change
        </Link>
      </div>
      <address data-testid="checkout-address" className="mt-3 text-sm leading-relaxed not-italic">
        <span className="block font-bold text-stone-900 dark:text-stone-100">{address.name}</span>
        <PostalLines address={address} lineClassName="text-stone-700 dark:text-stone-300" />
        <span className="mt-1 block text-stone-600 dark:text-stone-400">Mobile: {address.mobile}</span>
      </address>
    </section>
  );
}
