// POST /api/orders/verify-payment (bearer) — tells the server about a finished payment, as the
// checkout does; the server checks the signature and marks the order (and its deliveries) paid.
import { api, unwrap } from '@/lib/api/client';

export const PAYMENT_NOT_FINALIZED = 'Payment successful, but order could not be finalized. Please contact support.';

export async function verifyCorporatePayment(body: { orderDocId: string; paymentId: string; signature: string | null }): Promise<void> {
  await unwrap(api.POST('/api/orders/verify-payment', { body }), PAYMENT_NOT_FINALIZED);
}
