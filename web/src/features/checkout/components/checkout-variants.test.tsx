// Checkout with variants (issue 20): the lines with their labels, the order sent with each line's
// variant, and the summary from the server's quote for the delivery PIN code.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toCartItem } from '@/lib/cart/cart-reducer';
import { packedMango, product } from '@/test/fixtures';
import { resetPaymentSdk } from '@/lib/payments/load-payment-sdk';
import { api, callsTo, FakeRazorpay, payButton, renderCheckout, setUp } from '../test/checkout-harness';

const mangoes = packedMango();
const six = mangoes.variants[0]!;
const twelve = mangoes.variants[1]!;

const quote = {
  lines: [],
  subtotal: 1948,
  deliveryFee: 159,
  total: 2107,
  mrpSavings: 400,
  freeDeliveryFrom: 1999,
};

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  FakeRazorpay.last = null;
  window.Razorpay = FakeRazorpay;
});
afterEach(() => {
  delete window.Razorpay;
  resetPaymentSdk();
});

function storeCart() {
  // A pack of mangoes, and a line saved before variants (no variantId).
  const { variants: _variants, ...kiwi } = product({ _id: 'p2', name: 'Kiwi', price: 149 });
  localStorage.setItem('cart', JSON.stringify([toCartItem(mangoes, six, 1), toCartItem(mangoes, twelve, 1), { ...kiwi, qty: 1 }]));
}

describe('checkout with variants', () => {
  it("shows each pack's label, the server's totals for the PIN code, and sends every line's variant", async () => {
    const user = userEvent.setup();
    setUp({ cart: false });
    storeCart();
    const fetchStub = api({
      '/api/products': [mangoes, product({ _id: 'p2', name: 'Kiwi', price: 149 })],
      '/api/cart/quote': quote,
    });
    await renderCheckout();
    expect(screen.getByText('6 pieces')).toBeInTheDocument();
    expect(screen.getByText('12 pieces')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹2,107.00'));
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('₹159.00');
    expect(screen.getByTestId('checkout-savings')).toHaveTextContent('You save ₹400 on MRP');
    expect(payButton()).toHaveTextContent('Pay ₹2,107.00');
    const [quoted] = callsTo(fetchStub, '/api/cart/quote');
    expect(await quoted?.json()).toEqual({
      items: [
        { _id: 'p-mango', variantId: 'v-6', qty: 1 },
        { _id: 'p-mango', variantId: 'v-12', qty: 1 },
        { _id: 'p2', qty: 1 },
      ],
      pinCode: '411001',
    });

    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const [create] = callsTo(fetchStub, '/api/orders');
    expect(await create?.json()).toMatchObject({
      cart: [
        { _id: 'p-mango', variantId: 'v-6', qty: 1 },
        { _id: 'p-mango', variantId: 'v-12', qty: 1 },
        { _id: 'p2', qty: 1 },
      ],
    });
  });

  it('shows the local sums while the quote is not there', async () => {
    setUp({ cart: false });
    storeCart();
    api({ '/api/products': [mangoes, product({ _id: 'p2', name: 'Kiwi', price: 149 })] });
    await renderCheckout();
    // 649 + 1299 + 149, free delivery from 1999.
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('₹2,097.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹2,097.00');
  });
});
