import { offerApplies, offersFor, type OfferProduct } from './offer-match';
import type { Offer } from './types';

const NOW = Date.parse('2026-11-27T10:00:00Z');

function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    _id: 'o1',
    title: '10% off everything',
    kind: 'percent',
    percent: 10,
    amount: null,
    maxDiscount: null,
    minSubtotal: null,
    endsAt: null,
    scope: 'all',
    targets: [],
    ...overrides,
  };
}

const mango: OfferProduct = { _id: 'p-mango', categoryId: { _id: 'c-tropical' } };
const mangoPage: OfferProduct = { _id: 'p-mango', categoryId: null, category: { _id: 'c-tropical' } };
const noCategory: OfferProduct = { _id: 'p-loose', categoryId: null };

describe('offer badges: which offers apply to a product', () => {
  it.each([
    ['the whole shop', offer(), mango, true],
    ['the whole shop, a product without a category', offer(), noCategory, true],
    ['its category', offer({ scope: 'categories', targets: ['c-exotic', 'c-tropical'] }), mango, true],
    ["its category, as a product page gives it", offer({ scope: 'categories', targets: ['c-tropical'] }), mangoPage, true],
    ['another category', offer({ scope: 'categories', targets: ['c-exotic'] }), mango, false],
    ['categories, a product without one', offer({ scope: 'categories', targets: ['c-tropical'] }), noCategory, false],
    ['the product itself', offer({ scope: 'products', targets: ['p-kiwi', 'p-mango'] }), mango, true],
    ['other products', offer({ scope: 'products', targets: ['p-kiwi'] }), mango, false],
    ['products named by category id', offer({ scope: 'products', targets: ['c-tropical'] }), mango, false],
    ['an offer still running', offer({ endsAt: '2026-11-27T10:00:01Z' }), mango, true],
    ['an offer that has ended', offer({ endsAt: '2026-11-27T09:59:59Z' }), mango, false],
    ['an offer ending this instant', offer({ endsAt: '2026-11-27T10:00:00Z' }), mango, false],
    ['a free-delivery offer on its category', offer({ kind: 'freeDelivery', percent: null, scope: 'categories', targets: ['c-tropical'] }), mango, true],
  ])('%s: %s', (_what, candidate, product, applies) => {
    expect(offerApplies(candidate, product, NOW)).toBe(applies);
  });

  it('keeps the server order of the offers that apply', () => {
    const offers = [
      offer({ _id: 'a', title: 'Kiwi week', scope: 'products', targets: ['p-kiwi'] }),
      offer({ _id: 'b', title: 'Tropical treats', scope: 'categories', targets: ['c-tropical'] }),
      offer({ _id: 'c', title: 'Free delivery weekend', kind: 'freeDelivery' }),
    ];
    expect(offersFor(mango, offers, NOW).map((found) => found.title)).toEqual(['Tropical treats', 'Free delivery weekend']);
    expect(offersFor(mango, [], NOW)).toEqual([]);
  });
});
