// POST /api/corporate/orders (bearer) — creates the parent order and its payment: the rows are
// checked again, stock and delivery slot places are taken, and the answer is the checkout's
// CreateOrderResponse. Paid online, it carries the payment window's order id; to be paid by bank
// transfer (`paymentMethod: 'bank_transfer'`), `orderId` is null and `bankTransfer` holds the
// shop's account (400 "The shop takes no bank transfers." when it has none). 400 with `errors`
// keyed `company.…` for the company's fields; 409 when a row no longer passes (stock or slot places
// went meanwhile).
import { api, unwrap } from '@/lib/api/client';
import type { CorporateOrderRequest, CorporateOrderResponse } from '../lib/corporate-types';

export const ORDER_FAILED = 'Payment or order processing failed.';

export function createCorporateOrder(body: CorporateOrderRequest): Promise<CorporateOrderResponse> {
  return unwrap(api.POST('/api/corporate/orders', { body }), ORDER_FAILED);
}
