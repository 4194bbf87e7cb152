// Paying for a corporate order, as the checkout pays for an online order: load the payment script,
// create the order (POST /api/corporate/orders), open the payment window, then verify the payment
// and go to the new order's page. To pay by bank transfer, the order is created and its page opens
// at once: no payment script, no payment window; the order is confirmed when the money arrives. The server refuses the company's fields with 400 (shown at the
// fields) and rows that no longer pass with 409 (stock or slot places went since the check): the
// screen then checks the rows again and shows them.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api/client';
import { configQuery } from '@/lib/api/get-config';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { createCorporateOrder, ORDER_FAILED } from '../api/create-corporate-order';
import { PAYMENT_NOT_FINALIZED, verifyCorporatePayment } from '../api/verify-payment';
import type { CorporateCompany, CorporateOrderResponse, CorporatePaymentMethod, CorporateRowRequest } from '../lib/corporate-types';
import { loadPaymentSdk, SDK_LOAD_FAILED } from '@/lib/payments/load-payment-sdk';
import type { RazorpayConstructor, RazorpayFailure, RazorpaySuccess } from '@/lib/payments/razorpay';

export const ORDER_PLACED = 'Order placed successfully!';
export const ORDER_PLACED_BANK_TRANSFER = 'Order placed: pay by bank transfer to confirm it.';
export const PAYMENT_CANCELLED = 'Payment cancelled';
export const CHECK_THE_FIELDS = 'Please check the highlighted details.';
export const ROWS_CHANGED = 'Some rows no longer pass: stock or delivery slot places went since they were checked. The rows have been checked again below.';

/** The orders feature caches its lists and orders under this key; a new order makes them stale. */
const ORDERS_QUERY_KEY = ['orders'];
const BRAND_COLOUR = '#047857';

export interface PayMessage {
  tone: 'error' | 'info';
  text: string;
  /** The payment went through but the order was not finalised: point at the orders. */
  showOrders?: boolean;
}

export interface PayHandlers {
  /** Shows the server's field errors at the company's fields; false when none of them is there. */
  onFieldErrors: (errors: Record<string, string> | undefined) => boolean;
  /** A row no longer passes (409): check the rows again. */
  onRowsChanged: () => void;
}

export function useCorporatePayment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PayMessage | null>(null);
  // Guards a second click that lands before the disabled button has rendered.
  const working = useRef(false);

  const stop = (next: PayMessage | null) => {
    working.current = false;
    setBusy(false);
    setMessage(next);
  };

  const placed = (order: CorporateOrderResponse, toastText: string) => {
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    toast.success(toastText);
    void navigate(`/profile/orders/${encodeURIComponent(order.orderDocId)}`, { replace: true });
  };

  const finish = async (order: CorporateOrderResponse, response: RazorpaySuccess) => {
    working.current = true;
    setBusy(true);
    setMessage(null);
    try {
      await verifyCorporatePayment({
        orderDocId: order.orderDocId,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature ?? null,
      });
    } catch {
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      stop({ tone: 'error', text: PAYMENT_NOT_FINALIZED, showOrders: true });
      return;
    }
    placed(order, ORDER_PLACED);
  };

  const create = async (
    rows: CorporateRowRequest[],
    company: CorporateCompany,
    paymentMethod: CorporatePaymentMethod,
    handlers: PayHandlers,
  ): Promise<CorporateOrderResponse | null> => {
    try {
      return await createCorporateOrder({ rows, company, paymentMethod });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.status === 409) {
        stop({ tone: 'error', text: apiError.message ? `${apiError.message} ${ROWS_CHANGED}` : ROWS_CHANGED });
        handlers.onRowsChanged();
        return null;
      }
      if (apiError?.errors && handlers.onFieldErrors(apiError.errors)) {
        stop({ tone: 'error', text: CHECK_THE_FIELDS });
        return null;
      }
      // The shop may have stopped taking bank transfers since its config was read: read it again,
      // so the choice goes if it has.
      if (paymentMethod === 'bank_transfer' && apiError?.status === 400) {
        void queryClient.invalidateQueries({ queryKey: configQuery.queryKey });
      }
      stop({ tone: 'error', text: apiError?.message || ORDER_FAILED });
      return null;
    }
  };

  const pay = async (rows: CorporateRowRequest[], company: CorporateCompany, paymentMethod: CorporatePaymentMethod, handlers: PayHandlers) => {
    if (working.current || rows.length === 0) return;
    working.current = true;
    setBusy(true);
    setMessage(null);

    if (paymentMethod === 'bank_transfer') {
      const order = await create(rows, company, paymentMethod, handlers);
      if (order) placed(order, ORDER_PLACED_BANK_TRANSFER);
      return;
    }

    let Provider: RazorpayConstructor;
    let shopName = 'Tokri';
    try {
      const config = await queryClient.fetchQuery(configQuery);
      shopName = config.shop.name || shopName;
      Provider = await loadPaymentSdk(config.checkoutScriptUrl);
    } catch {
      stop({ tone: 'error', text: SDK_LOAD_FAILED });
      return;
    }

    const order = await create(rows, company, paymentMethod, handlers);
    if (!order) return;

    const providerOrderId = order.orderId;
    if (!providerOrderId) {
      stop({ tone: 'error', text: ORDER_FAILED });
      return;
    }
    try {
      const checkout = new Provider({
        key: order.key,
        amount: order.amount,
        currency: order.currency,
        order_id: providerOrderId,
        name: shopName,
        description: rows.length === 1 ? 'Corporate gift for 1 recipient' : `Corporate gifts for ${rows.length} recipients`,
        prefill: { name: user?.name ?? company.billingAddress.name, email: user?.email ?? '', contact: company.billingAddress.mobile },
        theme: { color: BRAND_COLOUR },
        handler: (response) => void finish(order, response),
        modal: { ondismiss: () => stop({ tone: 'info', text: PAYMENT_CANCELLED }) },
      });
      checkout.on('payment.failed', (response: RazorpayFailure) => {
        stop({ tone: 'error', text: response.error?.description || ORDER_FAILED });
      });
      checkout.open();
    } catch {
      stop({ tone: 'error', text: ORDER_FAILED });
    }
  };

  return { pay, busy, message };
}
