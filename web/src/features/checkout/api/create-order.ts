// POST /api/orders (bearer) — creates the order (the server prices the cart itself) and the
// payment provider's order to pay it with.
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type CreateOrderRequest = Schemas['CreateOrderRequest'];
export type CreateOrderResponse = Schemas['CreateOrderResponse'];

export const PAYMENT_FAILED = 'Payment or order processing failed.';

export function createOrder(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  return unwrap(api.POST('/api/orders', { body }), PAYMENT_FAILED);
}
