// Checkout (SPEC §2 Checkout): order summary, delivery address and the pay button. Without an
// address in navigation state, or with an empty cart, it sends the customer back to /cart.
import { ArrowLeft, CircleAlert, Info, LoaderCircle, LockKeyhole, MapPin, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { TotalsList } from '@/components/ui/totals-list';
import { useConfig } from '@/lib/api/get-config';
import { useCart } from '@/lib/cart/cart-context';
import { cartTotals, withAreaFee } from '@/lib/cart/totals';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';
import { DELIVERY_PENDING, type DeliverySection, type DeliverySelection } from '@/lib/delivery';
import { formatMoney, formatPrice } from '@/lib/format/money';
import { responsiveImage } from '@/lib/media';
import { cartLineStockNote } from '@/lib/stock';
import { useSession } from '@/lib/session';
import { addressFromState, type ShippingAddress } from '../lib/checkout-address';
import { useCheckoutPayment, type PaymentMessage } from '../hooks/use-checkout-payment';

function AddressCard({ address }: { address: ShippingAddress }) {
  return (
    <section aria-labelledby="checkout-address-heading" className="card p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id="checkout-address-heading" className="flex items-center gap-2 font-display text-xl font-bold">
          <MapPin aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
          Delivery address
        </h2>
        <Link to="/cart" className="rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300">
          Change
        </Link>
      </div>
      <address data-testid="checkout-address" className="mt-3 text-sm leading-relaxed not-italic">
        <span className="block font-bold text-stone-900 dark:text-stone-100">{address.name}</span>
        <span className="block text-stone-700 dark:text-stone-300">{address.street}</span>
        <span className="block text-stone-700 dark:text-stone-300">
          {address.city}, {address.state} {address.zip}
        </span>
        <span className="block text-stone-700 dark:text-stone-300">{address.country}</span>
        <span className="mt-1 block text-stone-600 dark:text-stone-400">Mobile: {address.mobile}</span>
      </address>
    </section>
  );
}

function Message({ message }: { message: PaymentMessage }) {
  const error = message.tone === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`mt-4 flex gap-2 rounded-xl p-3 text-sm font-semibold ${
        error
          ? 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200'
          : 'bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'
      }`}
    >
      {error ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <p>
        {message.text}
        {message.showOrders && (
          <>
            {' '}
            <Link to="/profile/orders" className="underline">
              View your orders
            </Link>
          </>
        )}
        {message.showCart && (
          <>
            {' '}
            <Link to="/cart" className="underline">
              Update your cart
            </Link>
          </>
        )}
      </p>
    </div>
  );
}

/** Without a delivery section (no slots, no areas) the order needs no choice. */
const NO_DELIVERY: DeliverySelection = { choice: null, ready: true, areaFee: 0 };

/** `Delivery`: the delivery day, slot and area part, composed in by the route module. */
export function CheckoutScreen({ Delivery }: { Delivery?: DeliverySection }) {
  const location = useLocation();
  const address = addressFromState(location.state);
  const cart = useCart();
  const { isAuthenticated } = useSession();
  const config = useConfig();
  const [delivery, setDelivery] = useState<DeliverySelection>(Delivery ? DELIVERY_PENDING : NO_DELIVERY);
  const payment = useCheckoutPayment(address, delivery.choice);
  const totals = withAreaFee(cartTotals(cart.items), delivery.areaFee);

  if (!payment.placed && (!address || cart.items.length === 0 || !isAuthenticated)) {
    return <Navigate to="/cart" replace />;
  }
  if (!address) return null;

  const sandbox = config.data?.paymentProvider === 'sandbox';

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <Link
        to="/cart"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to cart
      </Link>
      <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Checkout</h1>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-8">
          <AddressCard address={address} />
          {Delivery && <Delivery zip={address.zip} onChange={setDelivery} />}
          <section aria-labelledby="checkout-items-heading" className="card p-5 sm:p-6">
            <h2 id="checkout-items-heading" className="flex items-center gap-2 font-display text-xl font-bold">
              <ShoppingBag aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
              Items ({cart.count})
            </h2>
            <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800">
              {cart.items.map((item) => (
                <li key={item._id} className="flex items-center gap-4 py-4 first:pt-0 last:pb-0">
                  <img
                    {...responsiveImage(item.image || DEFAULT_PRODUCT_IMAGE, '64px')}
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-xl bg-amber-50 object-cover dark:bg-stone-800"
                  />
                  <div className="min-w-0 flex-1">
                    <h3 className="font-bold">{item.name}</h3>
                    <p className="text-sm text-stone-600 dark:text-stone-400">
                      {item.qty} × {formatPrice(item.price)}
                    </p>
                    {cartLineStockNote(item.stock, item.qty) && (
                      <p className="mt-0.5 text-sm font-semibold text-red-700 dark:text-red-300">
                        {cartLineStockNote(item.stock, item.qty)}
                      </p>
                    )}
                  </div>
                  <p className="font-bold tabular-nums">{formatMoney(item.price * item.qty)}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="checkout-summary-heading" className="card p-6 lg:sticky lg:top-28">
          <h2 id="checkout-summary-heading" className="font-display text-xl font-bold">
            Order summary
          </h2>
          <TotalsList totals={totals} testIdPrefix="checkout" />
          <button
            type="button"
            onClick={() => void payment.pay()}
            disabled={payment.busy || !delivery.ready}
            aria-busy={payment.busy || undefined}
            className="btn btn-accent mt-6 w-full py-3 text-base"
          >
            {payment.busy ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <LockKeyhole aria-hidden="true" className="size-5" />
            )}
            {payment.busy ? 'Processing...' : `Pay ${formatMoney(totals.total)}`}
          </button>
          {payment.message && <Message message={payment.message} />}
          <p className="mt-4 text-center text-xs text-stone-600 dark:text-stone-400">
            {sandbox
              ? 'Sandbox payments: no real money moves.'
              : 'Payments are processed securely by Razorpay.'}
          </p>
        </section>
      </div>
    </div>
  );
}
