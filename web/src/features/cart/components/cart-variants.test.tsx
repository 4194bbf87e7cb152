// The cart with variants (issue 20): a line per pack with its label, and the summary from the
// server's quote (the local sums until it answers or when it fails).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toCartItem } from '@/lib/cart/cart-reducer';
import { packedMango, product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CartScreen } from './cart-screen';

const mangoes = packedMango();
const six = mangoes.variants[0]!;
const twelve = mangoes.variants[1]!;

function storeCart() {
  localStorage.setItem('cart', JSON.stringify([toCartItem(mangoes, six, 2), toCartItem(mangoes, twelve, 1)]));
}

function quoteCalls(fetchStub: ReturnType<typeof stubApi>) {
  return fetchStub.mock.calls.map(([input]) => input as Request).filter((request) => new URL(request.url).pathname === '/api/cart/quote');
}

const quote = {
  lines: [
    { productId: 'p-mango', variantId: 'v-6', name: 'Alphonso Mangoes', variantLabel: '6 pieces', image: null, unitPrice: 649, mrp: 749, qty: 2, lineTotal: 1298, available: 8, problem: null },
    { productId: 'p-mango', variantId: 'v-12', name: 'Alphonso Mangoes', variantLabel: '12 pieces', image: null, unitPrice: 1299, mrp: 1499, qty: 1, lineTotal: 1299, available: 4, problem: null },
  ],
  subtotal: 2597,
  deliveryFee: 0,
  total: 2597,
  mrpSavings: 400,
  freeDeliveryFrom: 1999,
};

describe('cart lines per variant', () => {
  it('shows each pack as a line of its own with its label under the name, stepped on its own', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/products': [mangoes] });
    storeCart();
    renderWithProviders(<CartScreen />);
    const items = screen.getByRole('list');
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('6 pieces')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('₹649')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('12 pieces')).toBeInTheDocument();
    expect(within(lines[1]!).getByRole('link', { name: 'Alphonso Mangoes' })).toHaveAttribute('href', '/product/p-mango?variant=v-12');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Alphonso Mangoes, 12 pieces' }));
    expect(screen.getByRole('group', { name: 'Quantity of Alphonso Mangoes, 12 pieces' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Quantity of Alphonso Mangoes, 6 pieces' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Remove Alphonso Mangoes, 6 pieces from cart' }));
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
  });

  it('drops a line whose pack is gone from the catalogue', async () => {
    stubApi({ '/api/products': [{ ...mangoes, variants: [six] }] });
    storeCart();
    renderWithProviders(<CartScreen />);
    await waitFor(() => expect(screen.queryByText('12 pieces')).not.toBeInTheDocument());
    expect(screen.getByText('6 pieces')).toBeInTheDocument();
  });
});

describe('cart summary from the quote', () => {
  it("asks the server for the lines with their variants and shows its numbers and the MRP saving", async () => {
    const fetchStub = stubApi({ '/api/products': [mangoes], '/api/cart/quote': quote });
    storeCart();
    renderWithProviders(<CartScreen />);
    // The local sums first: 649 × 2 + 1299.
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹2,597.00');
    await waitFor(() => expect(screen.getByTestId('summary-savings')).toHaveTextContent('You save ₹400 on MRP'));
    const [request] = quoteCalls(fetchStub);
    expect(request?.method).toBe('POST');
    expect(await request?.json()).toEqual({
      items: [
        { _id: 'p-mango', variantId: 'v-6', qty: 2 },
        { _id: 'p-mango', variantId: 'v-12', qty: 1 },
      ],
    });
  });

  it("shows the server's totals where they differ from the local sums", async () => {
    stubApi({
      '/api/products': [mangoes],
      '/api/cart/quote': { ...quote, subtotal: 1298, deliveryFee: 119, total: 1417, mrpSavings: 0, lines: [quote.lines[0], { ...quote.lines[1], problem: 'Sold out.' }] },
    });
    storeCart();
    renderWithProviders(<CartScreen />);
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,417.00'));
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹1,298.00');
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('₹119.00');
    expect(screen.queryByTestId('summary-savings')).not.toBeInTheDocument();
    expect(screen.getByText('Sold out.')).toBeInTheDocument();
  });

  it('keeps the local sums, and their MRP saving, when the quote fails', async () => {
    const fetchStub = stubApi({ '/api/products': [mangoes], '/api/cart/quote': { status: 500, body: { message: 'Boom' } } });
    storeCart();
    renderWithProviders(<CartScreen />);
    await waitFor(() => expect(quoteCalls(fetchStub).length).toBeGreaterThan(0));
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹2,597.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹2,597.00');
    // (749 − 649) × 2 + (1499 − 1299).
    expect(screen.getByTestId('summary-savings')).toHaveTextContent('You save ₹400 on MRP');
  });
});

describe('a cart saved before variants', () => {
  it('still shows, and is quoted without a variant', async () => {
    const kiwi = product({ _id: 'p2', name: 'Kiwi', price: 149 });
    const fetchStub = stubApi({ '/api/products': [kiwi] });
    // The old format: the product fields plus qty, under the same key.
    localStorage.setItem('cart', JSON.stringify([{ ...kiwi, variants: undefined, qty: 2 }]));
    renderWithProviders(<CartScreen />);
    expect(screen.getByRole('heading', { name: 'Kiwi' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹298.00');
    await waitFor(() => expect(quoteCalls(fetchStub).length).toBeGreaterThan(0));
    expect(await quoteCalls(fetchStub)[0]?.json()).toEqual({ items: [{ _id: 'p2', qty: 2 }] });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ v: 2, _id: 'p2', qty: 2 }]));
    const [stored] = JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[];
    expect(stored).not.toHaveProperty('variantId');
  });
});
