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

/** A variant as the admin reads it (units in the crate and held included). */
export function adminVariant(overrides: Partial<Schemas['Variant']> = {}): Schemas['Variant'] {
  return { _id: 'v1', label: '', price: 299, mrp: null, stock: null, sku: '', weightGrams: null, stockOnHand: null, reserved: 0, ...overrides };
}

/** Loose produce: nothing declared (issue 28). */
export const looseDeclaration: Schemas['Declaration'] = {
  packed: false,
  genericName: '',
  packerRole: 'packer',
  packerLabel: 'Packed by',
  packer: '',
  bestBefore: '',
};

/**
 * An admin's product. Without `variants` it has one (label "", the product's price and counts,
 * id `{_id}-v`), as every product sold in one way does.
 */
export function adminProduct(overrides: Partial<Schemas['ProductDetail']> = {}): Schemas['ProductDetail'] {
  const base = {
    _id: 'p1',
    name: 'Passion Fruit',
    description: 'Tangy.',
    price: 299,
    image: '/pf.svg',
    images: ['/pf.svg'],
    categoryId: { _id: 'c1', name: 'Tropical Fruits' },
    category: { _id: 'c1', name: 'Tropical Fruits', slug: 'tropical-fruits', layout: 'standard' as const },
    weight: '500 g',
    origin: 'Kerala',
    createdAt: '2026-11-22T08:00:00Z',
    stock: 5,
    stockOnHand: 7,
    reserved: 2,
    active: true,
    categoryActive: true,
    mrp: null,
    optionName: '',
    declaration: looseDeclaration,
    ...overrides,
  };
  return {
    ...base,
    variants:
      overrides.variants ??
      [
        adminVariant({
          _id: `${base._id}-v`,
          price: base.price,
          mrp: base.mrp ?? null,
          stock: base.stock ?? null,
          stockOnHand: base.stockOnHand ?? null,
          reserved: base.reserved ?? 0,
        }),
      ],
  };
}

/**
 * Alphonso Mangoes in three packs: 6 pieces (₹649, 10 in the crate), 12 pieces (₹1,299, MRP
 * ₹1,499, 3 in the crate and 1 held) and 24 pieces (₹2,399, none left).
 */
export function packedAdminProduct(overrides: Partial<Schemas['ProductDetail']> = {}): Schemas['ProductDetail'] {
  return adminProduct({
    _id: 'p-mango',
    name: 'Alphonso Mangoes',
    price: 649,
    stock: 12,
    stockOnHand: 13,
    reserved: 1,
    optionName: 'Pack',
    variants: [
      adminVariant({ _id: 'v-6', label: '6 pieces', price: 649, stock: 10, stockOnHand: 10, sku: 'MANGO-6', weightGrams: 1200 }),
      adminVariant({ _id: 'v-12', label: '12 pieces', price: 1299, mrp: 1499, stock: 2, stockOnHand: 3, reserved: 1 }),
      adminVariant({ _id: 'v-24', label: '24 pieces', price: 2399, stock: 0, stockOnHand: 0 }),
    ],
    ...overrides,
  });
}

export function adminOrder(overrides: Partial<Schemas['Order']> = {}): Schemas['Order'] {
  return {
    _id: '3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    orderNumber: 10482,
    status: 'Pending',
    createdAt: '2026-11-22T08:00:00Z',
    currency: 'INR',
    subtotal: 1798,
    discount: 0,
    offers: [],
    deliveryFee: 119,
    totalAmount: 1917,
    refunded: 0,
    paymentStatus: 'unpaid',
    paymentMethod: 'online',
    gift: null,
    paymentInfo: null,
    items: [
      { productId: 'p1', variantId: 'p1-v', variantLabel: '', name: 'Alphonso Mango', image: null, category: 'Tropical Fruits', qty: 2, price: 899, discount: 0 },
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

/** A refund of one mango, made in the sandbox, with its credit note. */
export function adminRefund(overrides: Partial<Schemas['Refund']> = {}): Schemas['Refund'] {
  return {
    _id: 'r1',
    orderId: '3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
    kind: 'sale',
    method: 'sandbox',
    amount: 899,
    reason: 'One mango arrived bruised',
    status: 'processed',
    providerRefundId: null,
    failure: null,
    createdAt: '2026-11-23T10:00:00Z',
    processedAt: '2026-11-23T10:00:00Z',
    lines: [{ line: 0, description: 'Alphonso Mango', qty: 1, gstRate: 0, taxable: 899, tax: 0, amount: 899 }],
    creditNote: { number: 'TK-C/26-27/00001', issuedAt: '2026-11-23T10:00:00Z', taxable: 899, cgst: 0, sgst: 0, igst: 0, total: 899 },
    ...overrides,
  };
}

/**
 * What was paid and given back on the paid order: 2 mangoes (₹1,798) and delivery (₹119), nothing
 * refunded yet.
 */
export function orderRefunds(overrides: Partial<Schemas['OrderRefunds']> = {}): Schemas['OrderRefunds'] {
  return {
    paid: 1917,
    refunded: 0,
    excessDue: 0,
    lines: [
      { line: 0, description: 'Alphonso Mango', qty: 2, qtyLeft: 2, amount: 1798, left: 1798 },
      { line: 1, description: 'Delivery charges', qty: 1, qtyLeft: 1, amount: 119, left: 119 },
    ],
    refunds: [],
    ...overrides,
  };
}
