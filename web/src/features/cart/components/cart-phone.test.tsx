// The cart on a phone (issue 26): the total and "Proceed to checkout" in the bar fixed to the
// bottom, the total never below the button, and a returning customer's address already chosen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CheckoutProbe, home, office, render, storeCart } from '../test/cart-harness';
import { CartScreen } from './cart-screen';

function signIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha Patil', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }));
}

const checkoutState = () => JSON.parse(screen.getByTestId('checkout-state').textContent ?? 'null') as unknown;

describe('the cart bar', () => {
  it('holds the total with its delivery fee and "Proceed to checkout", and the summary total comes before the button', () => {
    stubApi({ '/api/products': [product()] });
    storeCart();
    renderWithProviders(<CartScreen />, { extraRoutes: [{ path: '/checkout', element: <CheckoutProbe /> }] });
    const bar = screen.getByTestId('cart-bar');
    expect(within(bar).getByTestId('cart-bar-total')).toHaveTextContent('Total (incl. ₹119.00 delivery)₹1,917.00');
    const proceed = within(bar).getByRole('button', { name: 'Proceed to checkout' });
    // In reading order the summary's total is above the button, as it is on a phone's screen.
    const total = screen.getByTestId('summary-total');
    expect(total.compareDocumentPosition(proceed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bar.className).toContain('max-lg:fixed');
    expect(bar.className).toContain('env(safe-area-inset-bottom)');
  });

  it('holds the button for a signed-in customer too', async () => {
    signIn();
    stubApi({ '/api/products': [product()], '/api/user/addresses': [home] });
    storeCart();
    renderWithProviders(<CartScreen />);
    const bar = screen.getByTestId('cart-bar');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled());
    expect(screen.getByRole('radio', { name: /12 MG Road/ })).toBeChecked();
    expect(within(bar).getByTestId('cart-bar-total')).toHaveTextContent('₹1,917.00');
  });
});

describe("a returning customer's address", () => {
  beforeEach(signIn);

  it('is preselected when it is their only one, and goes to checkout as chosen', async () => {
    const user = userEvent.setup();
    storeCart();
    stubApi({ '/api/user/addresses': [home] });
    render();
    expect(await screen.findByRole('radio', { name: /12 MG Road/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(await screen.findByTestId('checkout-state')).toBeInTheDocument();
    expect(checkoutState()).toEqual({ address: home });
    expect(localStorage.getItem('selectedAddressId')).toBe('a-home');
  });

  it('is the one the last order from this device went to, among several', async () => {
    localStorage.setItem('lastAddressId', 'a-office');
    storeCart();
    stubApi({ '/api/user/addresses': [home, office] });
    render();
    expect(await screen.findByRole('radio', { name: /4 FC Road/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /12 MG Road/ })).not.toBeChecked();
  });

  it('gives way to the one chosen on this device', async () => {
    localStorage.setItem('lastAddressId', 'a-office');
    localStorage.setItem('selectedAddressId', 'a-home');
    storeCart();
    stubApi({ '/api/user/addresses': [home, office] });
    render();
    expect(await screen.findByRole('radio', { name: /12 MG Road/ })).toBeChecked();
  });
});
