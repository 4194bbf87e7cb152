// How the customer pays at checkout (issue 11 part 4): online through the payment provider, or
// cash on delivery when the shop offers it for this order total.
import type { Schemas } from '@/lib/api/client';
import { formatMoney } from '@/lib/format/money';

export type PaymentMethod = Schemas['PaymentMethod'];
export type CashOnDelivery = Schemas['CashOnDelivery'];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  online: 'Pay online (UPI, cards, netbanking)',
  cod: 'Cash on delivery',
};

/** Why cash on delivery is off for the shop (or the shop's settings are not known yet). */
export const COD_TURNED_OFF = 'Not available at the moment.';

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Why the customer cannot pay this total in cash, or null when they can: the owner turned cash
 * on delivery off, or the total is above the owner's limit (the server checks the same).
 */
export function codUnavailableReason(cod: CashOnDelivery | undefined, total: number): string | null {
  if (!cod?.enabled) return COD_TURNED_OFF;
  if (cod.maxAmount != null && paise(total) > paise(cod.maxAmount)) {
    return `Available on orders up to ${formatMoney(cod.maxAmount)}`;
  }
  return null;
}

/** The chosen method, unless cash on delivery was chosen and is not (or no longer) allowed. */
export function effectiveMethod(chosen: PaymentMethod, codReason: string | null): PaymentMethod {
  return chosen === 'cod' && codReason === null ? 'cod' : 'online';
}

/** The pay button: "Pay ₹1,917.00" online, "Place order (Cash on delivery)" for cash. */
export function payButtonLabel(method: PaymentMethod, total: number): string {
  return method === 'cod' ? 'Place order (Cash on delivery)' : `Pay ${formatMoney(total)}`;
}
