// "Is this a gift?" asked first in the cart: before the address, the heading it changes, the
// answer kept for the session and carried to checkout.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/fixtures';
import { home, office, probeState, render, signIn, storeCart } from '../test/cart-harness';

const question = () => screen.getByRole('group', { name: 'Is this a gift?' });
const forMe = () => screen.getByRole('radio', { name: "No, it's for me" });
const forSomeoneElse = () => screen.getByRole('radio', { name: 'Yes, send it to someone else' });
const proceed = () => screen.getByRole('button', { name: 'Proceed to checkout' });

function follows(later: HTMLElement, earlier: HTMLElement) {
  return (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});

describe('cart gift choice', () => {
  it('asks before the guest form, "No" by default, under "Delivery address"', () => {
    storeCart();
    stubApi({});
    render();
    expect(forMe()).toBeChecked();
    expect(forSomeoneElse()).not.toBeChecked();
    expect(follows(screen.getByLabelText('Full name'), question())).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery address' })).toContainElement(question());
  });

  it('asks before the saved addresses', async () => {
    signIn();
    storeCart();
    stubApi({ '/api/user/addresses': [home, office] });
    render();
    const addresses = await screen.findByRole('group', { name: 'Choose a saved address' });
    expect(follows(addresses, question())).toBe(true);
  });

  it('names the address the buyer\'s own, for the bill, for a gift, and keeps the answer on reload', async () => {
    const user = userEvent.setup();
    storeCart();
    stubApi({});
    const { unmount } = render();
    await user.click(forSomeoneElse());
    expect(screen.getByRole('heading', { level: 2, name: 'Your details (for the bill)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).not.toBeInTheDocument();
    expect(screen.getByTestId('gift-billing-note')).toHaveTextContent(
      "The address below is yours, for the bill and so we can reach you. You'll add the recipient's address, your message and who it's from at checkout.",
    );

    unmount();
    render();
    expect(forSomeoneElse()).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Your details (for the bill)' })).toBeInTheDocument();

    await user.click(forMe());
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.queryByTestId('gift-billing-note')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('giftOrder')).toBeNull();
  });

  it('carries gift: true to checkout with the saved address', async () => {
    const user = userEvent.setup();
    signIn();
    storeCart();
    stubApi({ '/api/user/addresses': [home, office] });
    render();
    await user.click(forSomeoneElse());
    await user.click(await screen.findByRole('radio', { name: /4 FC Road/ }));
    await user.click(proceed());
    expect(await screen.findByTestId('checkout-state')).toBeInTheDocument();
    expect(probeState()).toEqual({ address: office, gift: true });
  });

  it('carries gift: true to checkout with the guest\'s address', async () => {
    const user = userEvent.setup();
    storeCart();
    const guestUser = { _id: 'g1', name: 'Asha', email: 'asha@example.com', role: 'guest', createdAt: '2026-11-22T08:00:00Z', addresses: [home] };
    stubApi({ '/api/auth/guest-checkout': { status: 201, body: { token: 'guest-token', user: guestUser } } });
    render();
    await user.click(forSomeoneElse());
    const values = {
      'Full name': 'Asha',
      Email: 'asha@example.com',
      Mobile: '9876543210',
      'Zip (PIN code)': '411001',
      'Street (house, street, area)': '12 MG Road',
      City: 'Pune',
      State: 'Maharashtra',
      Country: 'India',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(proceed());
    expect(await screen.findByTestId('checkout-state')).toBeInTheDocument();
    expect(probeState()).toEqual({ address: home, gift: true });
  });

  it('leaves the state as before when it is not a gift', async () => {
    const user = userEvent.setup();
    signIn();
    storeCart();
    stubApi({ '/api/user/addresses': [home] });
    render();
    await user.click(await screen.findByRole('radio', { name: /12 MG Road/ }));
    await user.click(proceed());
    expect(await screen.findByTestId('checkout-state')).toBeInTheDocument();
    expect(probeState()).toEqual({ address: home });
  });
});
