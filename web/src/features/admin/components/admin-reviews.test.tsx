import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ReviewsScreen } from './reviews-screen';

const review = (overrides: Record<string, unknown> = {}) => ({
  _id: 'r1',
  productId: 'p2',
  productName: 'Kiwi',
  orderId: 'o1',
  author: 'Asha',
  rating: 4,
  text: 'Sweet and juicy.',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

const KEY = '0123456789abcdef0123456789abcdef';
const PHOTO = `/media/${KEY}-1280.webp`;

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers the admin's review list by status (pending: two pages) and records each call. */
function stub() {
  const sent: Sent[] = [];
  const statuses: Record<string, string> = { r1: 'pending', r2: 'pending' };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as { status: string }) : undefined;
    sent.push({ method: request.method, url, body });
    const json = (answer: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json', ...headers } });
    const all = [review({ photo: PHOTO }), review({ _id: 'r2', productName: 'Alphonso Mango', author: 'Ravi', rating: 2, text: 'Too ripe.' })];
    if (url.pathname === '/api/admin/reviews') {
      const wanted = url.searchParams.get('status');
      const matching = all.filter((item) => statuses[item._id] === wanted).map((item) => ({ ...item, status: wanted }));
      if (wanted === 'pending' && matching.length === 2) {
        return url.searchParams.get('cursor') === 'c2' ? json(matching.slice(1)) : json(matching.slice(0, 1), { 'X-Next-Cursor': 'c2' });
      }
      return json(matching);
    }
    const patch = url.pathname.match(/^\/api\/admin\/reviews\/(\w+)$/);
    if (patch && request.method === 'PATCH' && body) {
      statuses[patch[1] ?? ''] = body.status;
      return json(review({ _id: patch[1] ?? '', status: body.status }));
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  return sent;
}

describe('admin reviews', () => {
  it('lists the pending reviews by default, a page at a time', async () => {
    const user = userEvent.setup();
    const sent = stub();
    renderWithProviders(<ReviewsScreen />, { route: '/admin/reviews', path: '/admin/reviews' });
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    const list = await screen.findByRole('list', { name: 'Pending reviews' });
    const first = within(list).getByTestId('review');
    expect(within(first).getByText('Kiwi')).toBeInTheDocument();
    expect(within(first).getByText('by Asha')).toBeInTheDocument();
    expect(within(first).getByText('4 out of 5')).toBeInTheDocument();
    expect(within(first).getByText('Sweet and juicy.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByTestId('review')).toHaveLength(2));
    const lists = sent.filter((call) => call.url.pathname === '/api/admin/reviews').map((call) => call.url.search);
    expect(lists).toEqual(['?status=pending', '?status=pending&cursor=c2']);
  });

  it('shows a review’s photo as a thumbnail opening the large copy', async () => {
    const user = userEvent.setup();
    stub();
    renderWithProviders(<ReviewsScreen />, { route: '/admin/reviews', path: '/admin/reviews' });
    const list = await screen.findByRole('list', { name: 'Pending reviews' });
    const photo = within(list).getByRole('img', { name: 'Photo by Asha' });
    // The browser picks the 320 px copy (640 on a sharp screen) for its 96 px.
    expect(photo).toHaveAttribute('srcset', `/media/${KEY}-320.webp 320w, /media/${KEY}-640.webp 640w, ${PHOTO} 1280w`);
    expect(photo).toHaveAttribute('sizes', '96px');
    expect(photo).toHaveAttribute('width', '320');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(within(list).getByRole('link', { name: 'Photo by Asha' })).toHaveAttribute('href', PHOTO);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByTestId('review')).toHaveLength(2));
    expect(within(within(list).getAllByTestId('review')[1]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('approves a review with a PATCH, then shows it under Approved', async () => {
    const user = userEvent.setup();
    const sent = stub();
    renderWithProviders(<ReviewsScreen />, { route: '/admin/reviews', path: '/admin/reviews' });
    await user.click(await screen.findByRole('button', { name: 'Approve the review by Asha of Kiwi' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = sent.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/admin/reviews/r1');
    expect(patch?.body).toEqual({ status: 'approved' });
    // The list refetches: only Ravi's review still waits.
    await waitFor(() => expect(screen.queryByText('Sweet and juicy.')).not.toBeInTheDocument());
    expect(await screen.findByText('Too ripe.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approved' }));
    const approved = await screen.findByRole('list', { name: 'Approved reviews' });
    expect(within(approved).getByText('Sweet and juicy.')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(approved).getByRole('button', { name: 'Hide the review by Asha of Kiwi' })).toBeInTheDocument();
    expect(sent.at(-1)?.url.search).toBe('?status=approved');
  });

  it('says so when there is nothing hidden', async () => {
    const user = userEvent.setup();
    stub();
    renderWithProviders(<ReviewsScreen />, { route: '/admin/reviews', path: '/admin/reviews' });
    await user.click(screen.getByRole('button', { name: 'Hidden' }));
    expect(await screen.findByText('No hidden reviews.')).toBeInTheDocument();
  });
});
