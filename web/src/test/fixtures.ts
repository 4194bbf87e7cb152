import type { Schemas } from '@/lib/api/client';

export function product(overrides: Partial<Schemas['Product']> = {}): Schemas['Product'] {
  return {
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
    ...overrides,
  };
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
