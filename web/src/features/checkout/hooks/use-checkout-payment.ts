// The checkout flow (SPEC §4): load the payment SDK, create the order, open the payment window,
// then verify the payment, clear the cart and the selected address, and go to the orders. Cash on
// delivery (issue 11 part 4) skips the payment window: the created order is already placed.
// Pressing Pay again for the same cart gets the same open order back from the server (part 5).
// The applied coupon (issue 21) goes with the order and is cleared once it is placed; an order
// refused for its coupon says why in the payment message and in the coupon box.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { configQuery } from '@/lib/api/get-config';
import { useCart } from '@/lib/cart/cart-context';
import { orderLines } from '@/lib/cart/cart-reducer';
import { DELIVERY_QUERY_KEY, type DeliveryChoice } from '@/lib/delivery';
import { rememberGift } from '@/lib/gift-choice';
import { clearCoupon, CouponError, storedCoupon } from '@/lib/promotions/coupon';
import { cartQuoteKeys } from '@/lib/queries/cart-quote';
import { productKeys } from '@/lib/queries/products';
import { useSession } from '@/lib/session';
import { readString, removeKey, STORAGE_KEYS, writeString } from '@/lib/storage';
import { createOrder, PAYMENT_FAILED, type CreateOrderRequest, type CreateOrderResponse } from '../api/create-order';
import { PAYMENT_NOT_FINALIZED, verifyPayment } from '../api/verify-payment';
import type { ShippingAddress } from '../lib/checkout-address';
import { loadPaymentSdk, SDK_LOAD_FAILED } from '@/lib/payments/load-payment-sdk';
import type { RazorpayConstructor, RazorpayFailure, RazorpaySuccess } from '@/lib/payments/razorpay';

export const ORDER_PLACED = 'Order placed successfully!';
export const PAYMENT_CANCELLED = 'Payment cancelled';
export const CHECK_THE_FIELDS = 'Please check the highlighted details.';

/**
 * Everything the order carries besides the cart (payment method, gift, …). The address chosen in
 * the cart is shipped to unless `shippingAddress` says otherwise (a gift goes to its recipient,
 * with the cart's address as `billingAddress`).
 */
export type OrderExtras = Omit<CreateOrderRequest, 'cart' | 'shippingAddress'> & { shippingAddress?: ShippingAddress };

/** Shows the server's field errors at their fields; false when none of them is on this screen. */
export type FieldErrorHandler = (errors: Record<string, string> | undefined) => boolean;

/** The orders feature caches its lists under this key; a new order makes them stale. */
const ORDERS_QUERY_KEY = ['orders'];
/** The catalogue caches its product list under this key; a sold-out answer makes its stock stale. */
const BRAND_COLOUR = '#047857';

export interface PaymentMessage {
  tone: 'error' | 'info';
  text: string;
  /** The payment went through but the order was not finalised: point at the orders list. */
  showOrders?: boolean;
  /** Something in the cart must change first (sold out): point back at the cart. */
  showCart?: boolean;
  /** The order was refused for its coupon: the coupon box shows the text too. */
  coupon?: boolean;
}

export function useCheckoutPayment(address: ShippingAddress | null, delivery: DeliveryChoice | null = null) {
  const cart = useCart();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [message, setMessage] = useState<PaymentMessage | null>(null);
  // Guards a second click that lands before the disabled button has rendered.
  const working = useRef(false);

  const stop = (next: PaymentMessage | null) => {
    working.current = false;
    setBusy(false);
    setMessage(next);
  };

  const placedOrder = (orderId: string) => {
    // `placed` keeps the screen from sending an emptied cart back to /cart.
    setPlaced(true);
    cart.clear();
    // The next checkout on this device preselects this address and slot (issue 26).
    const addressId = readString(STORAGE_KEYS.selectedAddressId);
    if (addressId) writeString(STORAGE_KEYS.lastAddressId, addressId);
    if (delivery) writeString(STORAGE_KEYS.lastSlotId, delivery.slotId);
    removeKey(STORAGE_KEYS.selectedAddressId);
    // The next order starts from "not a gift", and without this order's coupon.
    rememberGift(false);
    clearCoupon();
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    window.alert(ORDER_PLACED);
    // The orders list opens the order just placed as a confirmation panel.
    void navigate(`/profile/orders?placed=${encodeURIComponent(orderId)}`, { replace: true });
  };

  const finish = async (order: CreateOrderResponse, response: RazorpaySuccess) => {
    working.current = true;
    setBusy(true);
    setMessage(null);
    try {
      await verifyPayment({
        orderDocId: order.orderDocId,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature ?? null,
      });
    } catch {
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      stop({ tone: 'error', text: PAYMENT_NOT_FINALIZED, showOrders: true });
      return;
    }
    placedOrder(order.orderDocId);
  };

  const pay = async (extras: OrderExtras = {}, onFieldErrors?: FieldErrorHandler) => {
    if (working.current || !address || cart.items.length === 0) return;
    working.current = true;
    setBusy(true);
    setMessage(null);
    const cod = extras.paymentMethod === 'cod';

    let Razorpay: RazorpayConstructor | null = null;
    let shopName = 'Tokri';
    if (!cod) {
      try {
        const config = await queryClient.fetchQuery(configQuery);
        shopName = config.shop.name || shopName;
        Razorpay = await loadPaymentSdk(config.checkoutScriptUrl);
      } catch {
        stop({ tone: 'error', text: SDK_LOAD_FAILED });
        return;
      }
    }

    let order: CreateOrderResponse;
    const coupon = storedCoupon();
    try {
      order = await createOrder({
        ...extras,
        ...(coupon ? { coupon } : {}),
        // Each line names its variant when known (a line saved before variants: the product's only one).
        cart: orderLines(cart.items),
        shippingAddress: extras.shippingAddress ?? address,
        ...(delivery ? { delivery } : {}),
      });
    } catch (error) {
      if (error instanceof CouponError) {
        // The quotes learn why too (the coupon ran out, the customer used it already, …).
        void queryClient.invalidateQueries({ queryKey: cartQuoteKeys.all });
        stop({ tone: 'error', text: error.message || PAYMENT_FAILED, coupon: true });
        return;
      }
      const apiError = error instanceof ApiError ? error : null;
      const conflict = apiError?.status === 409;
      // The cart lines pick up the stock left now (CartCatalogueSync) and say what to change; a
      // full delivery slot shows as full in the delivery section. Stock answers start "Sold out".
      const soldOut = conflict && apiError.message.startsWith('Sold out');
      if (conflict) void queryClient.invalidateQueries({ queryKey: productKeys.all });
      if (conflict) void queryClient.invalidateQueries({ queryKey: cartQuoteKeys.all });
      if (conflict) void queryClient.invalidateQueries({ queryKey: DELIVERY_QUERY_KEY });
      // Refused cash on delivery: the owner's setting may have changed since it was loaded.
      if (cod && apiError?.status === 400) void queryClient.invalidateQueries({ queryKey: configQuery.queryKey });
      if (apiError?.errors && onFieldErrors?.(apiError.errors)) {
        stop({ tone: 'error', text: CHECK_THE_FIELDS });
        return;
      }
      stop({ tone: 'error', text: apiError?.message || PAYMENT_FAILED, showCart: soldOut });
      return;
    }

    if (order.paymentMethod === 'cod') {
      placedOrder(order.orderDocId);
      return;
    }
    const providerOrderId = order.orderId;
    if (!Razorpay || !providerOrderId) {
      stop({ tone: 'error', text: PAYMENT_FAILED });
      return;
    }

    try {
      const count = cart.count;
      const checkout = new Razorpay({
        key: order.key,
        amount: order.amount,
        currency: order.currency,
        order_id: providerOrderId,
        name: shopName,
        description: count === 1 ? 'Order of 1 item' : `Order of ${count} items`,
        prefill: { name: user?.name ?? address.name, email: user?.email ?? '', contact: address.mobile },
        theme: { color: BRAND_COLOUR },
        handler: (response) => void finish(order, response),
        modal: { ondismiss: () => stop({ tone: 'info', text: PAYMENT_CANCELLED }) },
      });
      checkout.on('payment.failed', (response: RazorpayFailure) => {
        stop({ tone: 'error', text: response.error?.description || PAYMENT_FAILED });
      });
      checkout.open();
    } catch {
      stop({ tone: 'error', text: PAYMENT_FAILED });
    }
  };

  return { pay, busy, placed, message };
}
