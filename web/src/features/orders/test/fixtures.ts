// Orders test data: a customer's order and its signed-in owner.
import type { Schemas } from '@/lib/api/client';

export type Order = Schemas['Order'];

export const codGift: Partial<Order> = {
  status: 'Pending',
  paymentMethod: 'cod',
  paymentStatus: 'cod_due',
  paymentInfo: null,
  gift: { recipientName: 'Meera Joshi', recipientMobile: '9822012345', message: 'Happy Diwali!\nLove, Ravi', hidePrices: true },
};

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: '3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    orderNumber: 10482,
    status: 'Processing',
    createdAt: '2026-11-22T20:00:00Z',
    subtotal: 1947,
    discount: 0,
    coupon: null,
    offers: [],
    deliveryFee: 119,
    totalAmount: 2066,
    refunded: 0,
    currency: 'INR',
    paymentStatus: 'paid',
    paymentMethod: 'online',
    gift: null,
    paymentInfo: { method: 'card', paymentId: 'pay_1', provider: 'razorpay', paidAt: '2026-11-22T20:01:00Z' },
    items: [
      { productId: 'p1', variantId: 'p1-v', variantLabel: '', name: 'Alphonso Mango', image: null, category: 'Tropical Fruits', qty: 2, price: 899, discount: 0 },
      { productId: 'p2', variantId: 'p2-v', variantLabel: '', name: 'Kiwi', image: null, category: 'Exotic Fruits', qty: 1, price: 149, discount: 0 },
    ],
    shippingAddress: {
      name: 'Asha Patil',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      country: 'India',
      mobile: '9876543210',
    },
    userId: { _id: 'u1', name: 'Asha Customer', email: 'asha@example.com' },
    ...overrides,
  };
}

export function signIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }),
  );
}

/** A refund of one mango on the order, processed, with its credit note. */
export function refund(overrides: Partial<Schemas['Refund']> = {}): Schemas['Refund'] {
  return {
    _id: 'r1',
    orderId: '3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    kind: 'sale',
    method: 'razorpay',
    amount: 899,
    reason: 'One mango arrived bruised',
    status: 'processed',
    providerRefundId: 'rfnd_1',
    failure: null,
    createdAt: '2026-11-23T10:00:00Z',
    processedAt: '2026-11-24T10:00:00Z',
    lines: [{ line: 0, description: 'Alphonso Mango', qty: 1, gstRate: 0, taxable: 899, tax: 0, amount: 899 }],
    creditNote: { number: 'TK-C/26-27/00001', issuedAt: '2026-11-24T10:00:00Z', taxable: 899, cgst: 0, sgst: 0, igst: 0, total: 899 },
    ...overrides,
  };
}
