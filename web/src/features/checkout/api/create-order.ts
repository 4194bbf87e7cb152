// POST /api/orders (bearer) — creates the order (the server prices the cart itself, applying the
// automatic offers and the coupon sent, issue 21) and the payment provider's order to pay it with.
// A coupon that cannot be used answers 400 with a `coupon_…` code: that error is a CouponError.
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { withCouponProblem } from '@/lib/promotions/coupon';

export type CreateOrderRequest = Schemas['CreateOrderRequest'];
export type CreateOrderResponse = Schemas['CreateOrderResponse'];

export const PAYMENT_FAILED = 'Payment or order processing failed.';

export async function createOrder(body: CreateOrderRequest): Promise<CreateOrderResponse> {
  const call = api.POST('/api/orders', { body });
  try {
    return await unwrap(call, PAYMENT_FAILED);
  } catch (error) {
    throw await withCouponProblem(error, call);
  }
}
