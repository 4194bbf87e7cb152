// Promotions as GET /api/admin/promotions answers them, for the admin screens' tests.
import type { Promotion } from '../admin-types';

export function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    _id: 'p-diwali',
    code: 'DIWALI20',
    title: 'Diwali: 20% off',
    kind: 'percent',
    percent: 20,
    amount: null,
    maxDiscount: 500,
    minSubtotal: 1000,
    startsAt: '2026-11-11T18:30:00Z',
    endsAt: '2026-11-30T18:30:00Z',
    maxUses: 10,
    maxUsesPerCustomer: 1,
    firstOrderOnly: false,
    scope: 'all',
    targets: [],
    active: true,
    uses: 7,
    paidOrders: 5,
    revenue: 12500,
    discountGiven: 1750.5,
    createdAt: '2026-11-10T10:00:00Z',
    ...overrides,
  };
}
