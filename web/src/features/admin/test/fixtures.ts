// Admin test data.
import type { Schemas } from '@/lib/api/client';

export function adminCategory(overrides: Partial<Schemas['Category']> = {}): Schemas['Category'] {
  return {
    _id: 'c1',
    name: 'Tropical Fruits',
    slug: 'tropical-fruits',
    image: '/images/categories/tropical.svg',
    bg: 'orange-50',
    active: true,
    sortOrder: 1,
    layout: 'standard',
    ...overrides,
  };
}

export function adminProduct(overrides: Partial<Schemas['ProductDetail']> = {}): Schemas['ProductDetail'] {
  return {
    _id: 'p1',
    name: 'Passion Fruit',
    description: 'Tangy.',
    price: 299,
    image: '/pf.svg',
    images: ['/pf.svg'],
    categoryId: { _id: 'c1', name: 'Tropical Fruits' },
    category: { _id: 'c1', name: 'Tropical Fruits', slug: 'tropical-fruits', layout: 'standard' },
    weight: '500 g',
    origin: 'Kerala',
    createdAt: '2026-11-22T08:00:00Z',
    stock: 5,
    stockOnHand: 7,
    reserved: 2,
    active: true,
    categoryActive: true,
    ...overrides,
  };
}

export function adminOrder(overrides: Partial<Schemas['Order']> = {}): Schemas['Order'] {
  return {
    _id: '3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    status: 'Pending',
    createdAt: '2026-11-22T08:00:00Z',
    currency: 'INR',
    subtotal: 1798,
    deliveryFee: 119,
    totalAmount: 1917,
    paymentStatus: 'unpaid',
    paymentMethod: 'online',
    gift: null,
    paymentInfo: null,
    items: [
      { productId: 'p1', name: 'Alphonso Mango', image: null, category: 'Tropical Fruits', qty: 2, price: 899 },
    ],
    shippingAddress: {
      name: 'Asha Rao',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      country: 'India',
      mobile: '9876543210',
    },
    userId: { _id: 'u1', name: 'Asha Rao', email: 'asha@example.com' },
    ...overrides,
  };
}

export function orderPage(orders: Schemas['Order'][], pages = 1, page = 1) {
  return { orders, page, pages, total: orders.length, totalExact: true };
}

/** The dashboard's figures. */
export const adminStats = {
  today: { orders: 2, revenue: 1917 },
  last7Days: { orders: 5, revenue: 4200.5 },
  last30Days: { orders: 9, revenue: 12345 },
  byStatus: [
    { status: 'Pending', count: 3 },
    { status: 'Shipped', count: 1 },
  ],
  unpaidOrders: 4,
  topProducts: [{ productId: 'p1', name: 'Alphonso Mango', qty: 7, revenue: 6293 }],
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    revenue: i === 29 ? 1917 : 0,
    orders: i === 29 ? 2 : 0,
  })),
};
