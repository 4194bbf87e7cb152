// A fetch stub for the Ratings tab's photo tests: the product's approved reviews, the signed-in
// customer's own reviews (kept as the server would, changed by the photo calls) and
// PUT/DELETE /api/products/p2/review/photo, answered by the test. Records every call.
import type { Schemas } from '@/lib/api/client';

export const KEY = '0123456789abcdef0123456789abcdef';
export const PHOTO = `/media/${KEY}-1280.webp`;

const asha = { _id: 'u1', name: 'Asha Patil', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-05T10:00:00Z' };

export function signIn() {
  localStorage.setItem('token', 't-asha');
  localStorage.setItem('user', JSON.stringify(asha));
}

export const myReview = (overrides: Partial<Schemas['Review']> = {}): Schemas['Review'] => ({
  _id: 'r9',
  productId: 'p2',
  productName: 'Kiwi',
  orderId: 'o1',
  author: 'Asha',
  rating: 4,
  text: 'Good.',
  status: 'approved',
  photo: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

export interface PhotoCall {
  method: string;
  path: string;
  /** The body as text (the uploaded file's bytes). */
  body: string;
  headers: Headers;
}

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

interface Options {
  approved?: Schemas['PublicReview'][];
  mine?: Schemas['Review'][];
  /** The answer to the PUT; by default the review with the photo, pending again. */
  put?: () => Answer;
}

export function stubPhotoApi({ approved = [], mine = [], put }: Options = {}) {
  const calls: PhotoCall[] = [];
  let own = [...mine];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const changed = (photo: string | null) => {
    own = own.map((item) => (item.productId === 'p2' ? { ...item, photo, status: photo ? 'pending' : item.status } : item));
    return own.find((item) => item.productId === 'p2');
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.text();
    calls.push({ method: request.method, path: url.pathname, body, headers: request.headers });
    if (url.pathname === '/api/products/p2/reviews') return json({ average: approved.length ? 4 : null, count: approved.length, reviews: approved });
    if (url.pathname === '/api/account/reviews') return json(own);
    if (url.pathname === '/api/products/p2/review/photo' && request.method === 'PUT') {
      const answer = put ? await put() : { status: 200, body: changed(PHOTO) };
      // What the server answered is what it stored.
      if (put && answer.status === 200) changed((answer.body as Schemas['Review']).photo ?? null);
      return json(answer.body, answer.status);
    }
    if (url.pathname === '/api/products/p2/review/photo' && request.method === 'DELETE') return json(changed(null));
    return json({ message: 'Not found' }, 404);
  });
  return calls;
}
