// Checkout (SPEC §2 Checkout; issues 11 and 26): "Is this a gift?" first (a gift goes to the
// recipient's address, and the address chosen in the cart is billed), the address, delivery day
// and slot (for the address the order goes to), payment method, items, and the order summary
// with the pay button; its numbers are the server's quote for the cart and the delivery PIN code
// (issue 20), the local sums until it answers. The gift form starts open when the cart said the
// order is a gift. The offers' and coupon's lines and the coupon box (issue 21) are in the summary
// from lg up, and in a card of their own above the bar below lg. When the shop has set up WhatsApp,
// the customer may ask for order updates there, and a gift's recipient may be told it is coming.
// A buyer buying for a business may add its GSTIN and legal name for a GST tax invoice (issue 24).
// Without an address in navigation state, or with an empty cart, it sends the
// customer back to /cart.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { CouponBox } from '@/components/promotions/coupon-box';
import { useConfig } from '@/lib/api/get-config';
import { useCart } from '@/lib/cart/cart-context';
import { cartTotals, withAreaFee } from '@/lib/cart/totals';
import { summaryNumbers, useCartQuote } from '@/lib/queries/cart-quote';
import { DELIVERY_PENDING, type DeliveryCheck, type DeliverySection, type DeliverySelection } from '@/lib/delivery';
import { useSession } from '@/lib/session';
import { useBusinessInvoice } from '../hooks/use-business-invoice';
import { useCheckoutPayment, type FieldErrorHandler } from '../hooks/use-checkout-payment';
import { useGiftForm } from '../hooks/use-gift-form';
import { addressFromState, giftFromState } from '../lib/checkout-address';
import { isPinCode } from '../lib/gift-form';
import { codUnavailableReason, effectiveMethod, type PaymentMethod } from '../lib/payment-options';
import { BusinessInvoiceCard } from './business-invoice-card';
import { AddressCard } from './checkout-address-card';
import { CheckoutItems } from './checkout-items';
import { CheckoutSummary, CheckoutTotalsCard } from './checkout-summary';
import { GiftCard } from './gift-card';
import { PaymentMethodCard } from './payment-method-card';
import { WhatsappUpdatesCard } from './whatsapp-updates-card';

/** Without a delivery section (no slots, no areas) the order needs no choice. */
const NO_DELIVERY: DeliverySelection = { choice: null, ready: true, areaFee: 0, needsSlot: false };

/** `Delivery`: the delivery day, slot and area part, composed in by the route module. */
export function CheckoutScreen({ Delivery }: { Delivery?: DeliverySection }) {
  const location = useLocation();
  const address = addressFromState(location.state);
  const cart = useCart();
  const { isAuthenticated, user } = useSession();
  const config = useConfig();
  const [delivery, setDelivery] = useState<DeliverySelection>(Delivery ? DELIVERY_PENDING : NO_DELIVERY);
  const [deliveryCheck, setDeliveryCheck] = useState<DeliveryCheck>({ seq: 0, focus: false });
  const payment = useCheckoutPayment(address, delivery.choice);
  const gift = useGiftForm(user?.name ?? '', giftFromState(location.state));
  const business = useBusinessInvoice();
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('online');
  // Both WhatsApp choices start unticked and are sent only when the shop offers WhatsApp.
  const whatsapp = config.data?.whatsappUpdates === true;
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  // Slots, area fees and the quote's delivery fee are those of where the order goes: a gift's
  // recipient's PIN code.
  const deliveryZip = gift.isGift ? (isPinCode(gift.values.zip) ? gift.values.zip.trim() : '') : (address?.zip ?? '');
  const quote = useCartQuote(cart.items, deliveryZip);
  const summary = summaryNumbers(quote.data, cart.items, withAreaFee(cartTotals(cart.items), delivery.areaFee));
  const totals = summary.totals;
  const codReason = codUnavailableReason(config.data?.cashOnDelivery, totals.total);
  const method = effectiveMethod(chosenMethod, codReason);

  if (!payment.placed && (!address || cart.items.length === 0 || !isAuthenticated)) {
    return <Navigate to="/cart" replace />;
  }
  if (!address) return null;

  // The order was refused for its coupon: the coupon box says why too.
  const couponProblem = payment.message?.coupon ? payment.message.text : null;

  // Pay stays pressable while a gift's PIN code or the slot is missing, so pressing it names them.
  const waitingForGiftPin = gift.isGift && !deliveryZip;

  const pay = () => {
    if (payment.busy) return;
    const checked = gift.check(whatsapp);
    // Whatever needs fixing shows at its field; the first on the page (a gift field's, else the
    // delivery slot's, else the business invoice's) comes into view with the cursor in it.
    if (!delivery.ready) setDeliveryCheck((last) => ({ seq: last.seq + 1, focus: checked !== undefined }));
    const buyer = business.check(checked !== undefined && delivery.ready);
    if (checked === undefined || !delivery.ready || buyer === undefined) return;
    const giftParts = checked ? { gift: checked.gift, shippingAddress: checked.address, billingAddress: address } : {};
    const updates = whatsapp ? { whatsappUpdates } : {};
    void payment.pay({ paymentMethod: method, ...updates, ...giftParts, business: buyer }, showFieldErrors);
  };

  // The server's field errors show on the gift form and the business invoice card; the cursor goes
  // to the first on the page.
  const showFieldErrors: FieldErrorHandler = (errors) => {
    const onGift = gift.isGift && gift.showServerErrors(errors);
    const onBusiness = business.showServerErrors(errors, !onGift);
    return onGift || onBusiness;
  };

  // Below lg the summary is a bar fixed to the bottom; the page leaves room for it (index.css).
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
        <div className="min-w-0 space-y-8">
          <GiftCard form={gift} whatsapp={whatsapp} />
          <AddressCard address={address} billing={gift.isGift} />
          {whatsapp && <WhatsappUpdatesCard checked={whatsappUpdates} onChange={setWhatsappUpdates} />}
          {Delivery && <Delivery zip={deliveryZip} forGift={gift.isGift} check={deliveryCheck} onChange={setDelivery} />}
          <PaymentMethodCard method={method} onChange={setChosenMethod} codReason={codReason} />
          <BusinessInvoiceCard form={business} />
          <CheckoutItems />
          <CheckoutTotalsCard
            totals={totals}
            savings={summary.mrpSavings}
            discounts={summary.discounts}
            freeDeliveryFrom={summary.freeDeliveryFrom}
          >
            <CouponBox quote={quote.data} pinCode={deliveryZip} orderProblem={couponProblem} />
          </CheckoutTotalsCard>
        </div>
        <CheckoutSummary
          totals={totals}
          savings={summary.mrpSavings}
          discounts={summary.discounts}
          freeDeliveryFrom={summary.freeDeliveryFrom}
          coupon={<CouponBox quote={quote.data} pinCode={deliveryZip} orderProblem={couponProblem} />}
          method={method}
          busy={payment.busy}
          disabled={!delivery.ready && !delivery.needsSlot && !waitingForGiftPin}
          message={payment.message}
          sandbox={config.data?.paymentProvider === 'sandbox'}
          onPay={pay}
        />
      </div>
    </div>
  );
}
