import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { RatingsTab } from './ratings-tab';

const asha = { _id: 'u1', name: 'Asha Patil', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-05T10:00:00Z' };

function signIn() {
  localStorage.setItem('token', 't-asha');
  localStorage.setItem('user', JSON.stringify(asha));
}

const review = (n: number, rating = 4) => ({
  _id: `r${n}`,
  author: n === 1 ? 'Asha' : `Buyer ${n}`,
  rating,
  text: n === 1 ? 'Sweet and juicy.' : `Review ${n}`,
  date: '2026-11-20T10:00:00Z',
  verifiedPurchase: true,
});

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers the review routes: two pages of reviews, the customer's own list and the PUT. */
function stub({ put = { status: 201, body: {} }, mine = [] as unknown[] } = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const text = await request.text();
    sent.push({ method: request.method, url, body: text ? (JSON.parse(text) as unknown) : undefined });
    const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    if (url.pathname === '/api/products/p2/reviews') {
      return url.searchParams.get('cursor') === 'c2'
        ? json({ average: 4.3, count: 3, reviews: [review(3, 5)] })
        : json({ average: 4.3, count: 3, reviews: [review(1), review(2)] }, 200, { 'X-Next-Cursor': 'c2' });
    }
    if (url.pathname === '/api/account/reviews') return json(mine);
    if (url.pathname === '/api/products/p2/review' && request.method === 'PUT') return json(put.body, put.status);
    return json({ message: 'Not found' }, 404);
  });
  return sent;
}

describe('ratings tab', () => {
  it('shows the average, the count and the approved reviews, a page at a time', async () => {
    const user = userEvent.setup();
    const sent = stub();
    renderWithProviders(<RatingsTab productId="p2" />);
    expect(await screen.findByText('4.3 out of 5')).toBeInTheDocument();
    expect(screen.getByText('3 reviews')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Customer reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Asha')).toBeInTheDocument();
    expect(within(list).getByText('Sweet and juicy.')).toBeInTheDocument();
    expect(within(list).getAllByText('Verified purchase')).toHaveLength(2);
    expect(within(list).getAllByText('November 20, 2026').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    const pages = sent.filter((call) => call.url.pathname === '/api/products/p2/reviews').map((call) => call.url.search);
    expect(pages).toEqual(['', '?cursor=c2']);
  });

  it('asks a guest to sign in to review, coming back to the product afterwards', async () => {
    stub();
    renderWithProviders(<RatingsTab productId="p2" />, { route: '/product/p2', path: '/product/:id' });
    expect(await screen.findByRole('link', { name: 'Sign in to review' })).toHaveAttribute('href', '/login?next=%2Fproduct%2Fp2');
    expect(screen.queryByRole('button', { name: 'Submit Rating' })).not.toBeInTheDocument();
  });

  it('sends the rating and text of a signed-in customer, and thanks them', async () => {
    const user = userEvent.setup();
    signIn();
    const sent = stub();
    renderWithProviders(<RatingsTab productId="p2" />);
    await user.click(await screen.findByRole('button', { name: 'Submit Rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a rating.');
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByLabelText('4 stars'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your review/), 'Lovely kiwis.');
    expect(screen.getByText('13 / 2,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! Your review will appear once the shop has checked it.');
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/products/p2/review');
    expect(put?.body).toEqual({ rating: 4, text: 'Lovely kiwis.' });
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    signIn();
    const message = 'You can review a product once an order with it has been delivered to you.';
    stub({ put: { status: 403, body: { message } } });
    renderWithProviders(<RatingsTab productId="p2" />);
    await user.click(await screen.findByLabelText('5 stars'));
    await user.click(screen.getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('fills in the customer’s own review and says it waits for approval', async () => {
    signIn();
    stub({
      mine: [
        {
          _id: 'r9',
          productId: 'p2',
          productName: 'Kiwi',
          orderId: 'o1',
          author: 'Asha',
          rating: 3,
          text: 'Good.',
          status: 'pending',
          createdAt: '2026-11-20T10:00:00Z',
          updatedAt: '2026-11-20T10:00:00Z',
        },
      ],
    });
    renderWithProviders(<RatingsTab productId="p2" />);
    expect(await screen.findByText('Your review is waiting for approval.')).toBeInTheDocument();
    expect(screen.getByLabelText('3 stars')).toBeChecked();
    expect(screen.getByLabelText(/Your review/)).toHaveValue('Good.');
  });
});
