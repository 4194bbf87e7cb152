// The cart's coupon box and discount lines (issue 21): a code is priced with the cart before it is
// applied, a refused one says why and stays in the box, an applied one is kept in the browser and
// removed with "Remove"; each offer and the coupon show as a line under the subtotal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartQuote } from '@/lib/queries/cart-quote';
import { stubApi, type Call } from '@/test/api-calls';
import { product } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { guestCheckout } from '../api/guest-checkout';
import { CartScreen } from './cart-screen';

const NOT_VALID = 'This coupon code is not valid.';

/** One Alphonso Mango (₹899): PHONE10 takes 10% off; any other code is unknown. */
function quote(body: unknown): CartQuote {
  const coupon = (body as { coupon?: string }).coupon;
  const base: CartQuote = {
    subtotal: 899,
    deliveryFee: 119,
    total: 1018,
    mrpSavings: 0,
    freeDeliveryFrom: 1999,
    discount: 0,
    offers: [],
    coupon: null,
    lines: [
      { productId: 'p1', variantId: 'p1-v', variantLabel: '', name: 'Alphonso Mango', qty: 1, unitPrice: 899, lineTotal: 899, mrp: null, discount: 0 },
    ],
  };
  if (!coupon) return base;
  if (coupon !== 'PHONE10') {
    return { ...base, coupon: { code: coupon, applied: false, problem: { code: 'unknown', message: NOT_VALID } } };
  }
  return {
    ...base,
    discount: 89.9,
    total: 928.1,
    offers: [{ _id: 'promo-1', code: 'PHONE10', title: '10% off', amount: 89.9, freeDelivery: false }],
    coupon: { code: 'PHONE10', applied: true, problem: null },
    lines: base.lines.map((line) => ({ ...line, discount: 89.9 })),
  };
}

function quoteCalls(calls: Call[]) {
  return calls.filter((call) => call.method === 'POST' && call.path === '/api/cart/quote').map((call) => call.body as { coupon?: string });
}

function renderCart(answer: (call: Call) => unknown = (call) => quote(call.body)) {
  localStorage.setItem('cart', JSON.stringify([{ ...product(), qty: 1 }]));
  const calls = stubApi({
    'GET /api/products': { body: [product()] },
    'POST /api/cart/quote': (call) => ({ body: answer(call) }),
  });
  renderWithProviders(<CartScreen />);
  return calls;
}

describe('cart: the coupon box', () => {
  it('prices the cart with the code typed, then applies it: the saving, the coupon line and the lower total', async () => {
    const user = userEvent.setup();
    const calls = renderCart();
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('₹1,018.00');
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(field).toHaveAttribute('autocapitalize', 'characters');
    expect(field).toHaveAttribute('maxlength', '20');

    await user.type(field, ' phone10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('Coupon PHONE10 applied — you save ₹89.90');
    expect(screen.getByTestId('coupon-applied')).toHaveAttribute('role', 'status');
    expect(quoteCalls(calls).map((body) => body.coupon)).toContain('PHONE10');
    expect(localStorage.getItem('tokri.coupon')).toBe('PHONE10');
    const line = screen.getByTestId('summary-discount');
    expect(within(line).getByRole('term')).toHaveTextContent('Coupon PHONE10');
    expect(within(line).getByRole('definition')).toHaveTextContent('−₹89.90');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹928.10');
    expect(screen.getByTestId('summary-delivery-note')).toHaveTextContent('Free delivery from ₹1,999 after discounts');
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused code and keeps the code in the box to fix", async () => {
    const user = userEvent.setup();
    const calls = renderCart();
    await user.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'mango99');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_VALID);
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(field).toHaveValue('MANGO99');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(NOT_VALID);
    expect(quoteCalls(calls).map((body) => body.coupon)).toContain('MANGO99');
    expect(localStorage.getItem('tokri.coupon')).toBeNull();
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,018.00');

    // Fixing the code: the message goes as soon as the code changes, and the right one applies.
    await user.clear(field);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field, 'PHONE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('Coupon PHONE10 applied — you save ₹89.90');
  });

  it('asks for a code when Apply is pressed on an empty box, without asking the server', async () => {
    const user = userEvent.setup();
    const calls = renderCart();
    await screen.findByTestId('summary-total');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a coupon code.');
    expect(quoteCalls(calls).every((body) => body.coupon === undefined)).toBe(true);
  });

  it('sends the applied coupon with every quote, and Remove clears it', async () => {
    const user = userEvent.setup();
    localStorage.setItem('tokri.coupon', 'PHONE10');
    const calls = renderCart();
    expect(await screen.findByText('Coupon PHONE10 applied — you save ₹89.90')).toBeInTheDocument();
    expect(quoteCalls(calls)[0]?.coupon).toBe('PHONE10');

    await user.click(screen.getByRole('button', { name: 'Remove coupon PHONE10' }));
    expect(localStorage.getItem('tokri.coupon')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,018.00'));
    expect(quoteCalls(calls).at(-1)?.coupon).toBeUndefined();
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
  });

  it('says why an applied coupon stopped applying, with the code in the box and a way to remove it', async () => {
    const user = userEvent.setup();
    localStorage.setItem('tokri.coupon', 'BIGBASKET');
    const message = 'This coupon needs ₹2,999 of eligible products; add ₹2,100 more.';
    renderCart((call) => {
      const code = (call.body as { coupon?: string }).coupon;
      return { ...quote({}), coupon: code ? { code, applied: false, problem: { code: 'minimum_not_reached', message } } : null };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('BIGBASKET');
    await user.click(screen.getByRole('button', { name: 'Remove coupon BIGBASKET' }));
    expect(localStorage.getItem('tokri.coupon')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('cart: the offers in the summary', () => {
  it('shows a line per offer and coupon under the subtotal, and free delivery by an offer with its title', async () => {
    renderCart(() => ({
      ...quote({}),
      discount: 189.9,
      deliveryFee: 0,
      total: 709.1,
      offers: [
        { _id: 'o1', code: null, title: '₹100 off tropical fruit', amount: 100, freeDelivery: false },
        { _id: 'o2', code: 'PHONE10', title: '10% off', amount: 89.9, freeDelivery: false },
        { _id: 'o3', code: null, title: 'Free delivery weekend', amount: 0, freeDelivery: true },
      ],
    }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('₹709.10'));
    const lines = screen.getAllByTestId('summary-discount').map((line) => line.textContent);
    expect(lines).toEqual(['Offer: ₹100 off tropical fruit−₹100.00', 'Coupon PHONE10−₹89.90']);
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-delivery-note')).toHaveTextContent('Free delivery weekend');
    // Delivery is free already: no "add more" nudge.
    expect(screen.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('counts free delivery from the subtotal after discounts', async () => {
    renderCart(() => ({ ...quote({}), subtotal: 2099, discount: 209.9, total: 2008.1, offers: [{ _id: 'o2', code: 'PHONE10', title: '10% off', amount: 209.9, freeDelivery: false }] }));
    expect(await screen.findByText('Add ₹109.90 more for free delivery.')).toBeInTheDocument();
  });

  it('prices as before when the server answers without the promotions', async () => {
    renderCart(() => {
      const { discount: _d, offers: _o, coupon: _c, ...old } = quote({});
      return old;
    });
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,018.00'));
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
  });
});

describe('guest checkout with a coupon', () => {
  it('carries the applied coupon, and none when there is none', async () => {
    const calls = stubApi({ 'POST /api/auth/guest-checkout': { body: { token: 't', user: { addresses: [] } } } });
    const details = { name: 'Asha Patil', email: 'asha@example.com' };
    await guestCheckout(details);
    localStorage.setItem('tokri.coupon', 'PHONE10');
    await guestCheckout(details);
    expect(calls.map((call) => call.body)).toEqual([details, { ...details, coupon: 'PHONE10' }]);
  });
});
