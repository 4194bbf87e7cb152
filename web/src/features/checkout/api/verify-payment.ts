// POST /api/orders/verify-payment (bearer) — tells the server about a finished payment; it checks
// the signature (or asks the provider) and marks the order paid.
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type VerifyPaymentRequest = Schemas['VerifyPaymentRequest'];
export type VerifyPaymentResponse = Schemas['VerifyPaymentResponse'];

export const PAYMENT_NOT_FINALIZED = 'Payment successful, but order could not be finalized. Please contact support.';

export function verifyPayment(body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  return unwrap(api.POST('/api/orders/verify-payment', { body }), PAYMENT_NOT_FINALIZED);
}
