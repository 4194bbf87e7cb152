import type { Schemas } from '@/lib/api/client';

/**
 * A product. Without `variants` it has one (label "", the product's price, MRP and stock, id
 * `{_id}-v`), as every product sold in one way does.
 */
export function product(overrides: Partial<Schemas['Product']> = {}): Schemas['Product'] {
  const base = {
    _id: 'p1',
    name: 'Alphonso Mango',
    description: 'The king of mangoes.',
    price: 899,
    image: '/images/products/alphonso-mango.svg',
    categoryId: { _id: 'c-tropical', name: 'Tropical Fruits' },
    weight: '1 kg',
    origin: 'Ratnagiri, Maharashtra',
    createdAt: '2026-11-22T08:00:00Z',
    stock: null,
    mrp: null,
    optionName: '',
    ...overrides,
  };
  return {
    ...base,
    variants: overrides.variants ?? [variant({ _id: `${base._id}-v`, price: base.price, mrp: base.mrp ?? null, stock: base.stock ?? null })],
  };
}

export function variant(overrides: Partial<Schemas['Variant']> = {}): Schemas['Variant'] {
  return { _id: 'v1', label: '', price: 899, mrp: null, stock: null, sku: '', weightGrams: null, ...overrides };
}

/**
 * Alphonso Mangoes in three packs: 6 pieces (₹649, MRP ₹749), 12 pieces (₹1,299, MRP ₹1,499) and
 * 24 pieces (₹2,399, sold out). The product's price is the lowest, its MRP the cheapest pack's.
 */
export function packedMango(overrides: Partial<Schemas['Product']> = {}): Schemas['Product'] {
  return product({
    _id: 'p-mango',
    name: 'Alphonso Mangoes',
    price: 649,
    mrp: 749,
    stock: 12,
    optionName: 'Pack',
    variants: [
      variant({ _id: 'v-6', label: '6 pieces', price: 649, mrp: 749, stock: 8 }),
      variant({ _id: 'v-12', label: '12 pieces', price: 1299, mrp: 1499, stock: 4 }),
      variant({ _id: 'v-24', label: '24 pieces', price: 2399, mrp: null, stock: 0 }),
    ],
    ...overrides,
  });
}

export function category(overrides: Partial<Schemas['Category']> = {}): Schemas['Category'] {
  return {
    _id: 'c-tropical',
    name: 'Tropical Fruits',
    slug: 'tropical-fruits',
    image: null,
    bg: 'orange-50',
    active: true,
    sortOrder: 1,
    layout: 'standard',
    ...overrides,
  };
}

/** A fetch stub answering JSON per path: a body, or `{ status, body }`; 404 for unknown paths. */
export function stubApi(answers: Record<string, unknown>) {
  const fetchStub = vi.fn((input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const entry = answers[url.pathname];
    if (entry === undefined) {
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'Not found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }
    const wrapped =
      entry && typeof entry === 'object' && 'body' in entry ? (entry as { status?: number; body: unknown }) : { body: entry };
    return Promise.resolve(
      new Response(JSON.stringify(wrapped.body), {
        status: wrapped.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
