import { promotion } from '../test/admin-fixtures';
import {
  codeLabel,
  conditionWords,
  offerWords,
  perCustomerWords,
  promotionState,
  usesWords,
  validityWords,
  withActive,
} from './admin-promotion-text';

describe('what the promotions list says', () => {
  it.each([
    [{ kind: 'percent', percent: 10, amount: null, maxDiscount: 500 }, '10% off, up to ₹500'],
    [{ kind: 'percent', percent: 15, amount: null, maxDiscount: null }, '15% off'],
    [{ kind: 'percent', percent: 5, amount: null, maxDiscount: 2500.5 }, '5% off, up to ₹2,500.50'],
    [{ kind: 'fixed', percent: null, amount: 200, maxDiscount: null }, '₹200 off'],
    [{ kind: 'fixed', percent: null, amount: 1500, maxDiscount: null }, '₹1,500 off'],
    [{ kind: 'freeDelivery', percent: null, amount: null, maxDiscount: null }, 'Free delivery'],
  ] as const)('%j gives %j', (fields, words) => {
    expect(offerWords(fields)).toBe(words);
  });

  it('names a coupon by its code and an offer without one as Automatic', () => {
    expect(codeLabel({ code: 'DIWALI20' })).toBe('DIWALI20');
    expect(codeLabel({ code: null })).toBe('Automatic');
  });

  it.each([
    [{ minSubtotal: 1000, firstOrderOnly: false, scope: 'all', targets: [] }, ['Minimum ₹1,000', 'Whole shop']],
    [{ minSubtotal: null, firstOrderOnly: true, scope: 'all', targets: [] }, ['First order only', 'Whole shop']],
    [{ minSubtotal: 2999, firstOrderOnly: false, scope: 'categories', targets: ['c1', 'c2'] }, ['Minimum ₹2,999', 'On Sweets, Hampers']],
    [{ minSubtotal: null, firstOrderOnly: false, scope: 'categories', targets: ['c1', 'gone'] }, ['On 2 categories']],
    [{ minSubtotal: null, firstOrderOnly: false, scope: 'categories', targets: ['gone'] }, ['On 1 category']],
    [{ minSubtotal: null, firstOrderOnly: false, scope: 'products', targets: ['p1'] }, ['On 1 product']],
    [{ minSubtotal: null, firstOrderOnly: false, scope: 'products', targets: ['p1', 'p2', 'p3'] }, ['On 3 products']],
  ] as const)('%j has the conditions %j', (fields, words) => {
    const names = new Map([
      ['c1', 'Sweets'],
      ['c2', 'Hampers'],
    ]);
    expect(conditionWords({ ...fields, targets: [...fields.targets] }, names)).toEqual(words);
  });

  it.each([
    ['2026-11-11T18:30:00Z', '2026-11-29T18:30:00Z', '12 Nov 2026 – 30 Nov 2026'],
    ['2026-11-12T06:30:00+05:30', '2026-11-30T23:59:00+05:30', '12 Nov 2026, 6:30 am – 30 Nov 2026, 11:59 pm'],
    ['2026-11-11T18:30:00Z', null, 'From 12 Nov 2026'],
    [null, '2026-11-29T18:30:00Z', 'Until 30 Nov 2026'],
    [null, null, 'No end date'],
  ])('from %j until %j reads %j (IST)', (startsAt, endsAt, words) => {
    expect(validityWords({ startsAt, endsAt })).toBe(words);
  });

  const now = Date.parse('2026-11-20T12:00:00Z');
  it.each([
    [{ active: true, startsAt: null, endsAt: null }, 'running'],
    [{ active: true, startsAt: '2026-11-12T00:00:00+05:30', endsAt: '2026-12-01T00:00:00+05:30' }, 'running'],
    [{ active: true, startsAt: '2026-11-25T00:00:00+05:30', endsAt: null }, 'scheduled'],
    [{ active: true, startsAt: null, endsAt: '2026-11-20T12:00:00Z' }, 'ended'],
    [{ active: true, startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-15T00:00:00Z' }, 'ended'],
    [{ active: false, startsAt: null, endsAt: null }, 'inactive'],
    [{ active: false, startsAt: '2026-11-25T00:00:00+05:30', endsAt: null }, 'inactive'],
  ] as const)('%j is %s', (fields, state) => {
    expect(promotionState(fields, now)).toBe(state);
  });

  it('counts uses against the limits', () => {
    expect(usesWords({ uses: 7, maxUses: 10 })).toBe('7 of 10');
    expect(usesWords({ uses: 3, maxUses: null })).toBe('3');
    expect(perCustomerWords({ maxUsesPerCustomer: 1 })).toBe('1 per customer');
    expect(perCustomerWords({ maxUsesPerCustomer: null })).toBeNull();
  });

  it('deactivates with every other field as it was, and nothing the server counts', () => {
    const input = withActive(promotion({ scope: 'categories', targets: ['c1'] }), false);
    expect(input).toEqual({
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
      scope: 'categories',
      targets: ['c1'],
      active: false,
    });
  });
});
