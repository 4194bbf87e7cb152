// The cart's delivery address for a signed-in customer: the saved addresses.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/fixtures';
import { home, office, probeState, render, signIn, storeCart } from '../test/cart-harness';

describe('cart delivery address: signed in', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    signIn();
  });

  it('lists saved addresses as a radio group and keeps the choice under the selected-address key', async () => {
    const user = userEvent.setup();
    storeCart();
    stubApi({ '/api/user/addresses': [home, office] });
    render();
    const group = await screen.findByRole('group', { name: 'Choose a saved address' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    radios.forEach((radio) => expect(radio).not.toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(alert).toHaveBeenCalledWith('Please select a delivery address from your saved addresses.');

    await user.click(screen.getByRole('radio', { name: /4 FC Road/ }));
    expect(localStorage.getItem('selectedAddressId')).toBe('a-office');
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(await screen.findByTestId('checkout-state')).toBeInTheDocument();
    expect(probeState()).toEqual({ address: office });
  });

  it('restores the stored choice', async () => {
    localStorage.setItem('selectedAddressId', 'a-home');
    storeCart();
    stubApi({ '/api/user/addresses': [home, office] });
    render();
    expect(await screen.findByRole('radio', { name: /12 MG Road/ })).toBeChecked();
  });

  it("alerts 'Your cart is empty.' before asking for an address", async () => {
    const user = userEvent.setup();
    stubApi({ '/api/user/addresses': [home] });
    render();
    await screen.findByRole('radio', { name: /12 MG Road/ });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(alert).toHaveBeenCalledWith('Your cart is empty.');
  });

  it('offers to add an address when there is none', async () => {
    storeCart();
    stubApi({ '/api/user/addresses': [] });
    render();
    expect(await screen.findByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/profile/addresses');
  });

  it('says so when the addresses cannot be loaded', async () => {
    storeCart();
    stubApi({ '/api/user/addresses': { status: 500, body: { message: 'boom' } } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load addresses. Please log in or check your connection.',
    );
  });

  it('does not show the guest form', async () => {
    stubApi({ '/api/user/addresses': [home] });
    render();
    await waitFor(() => expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument());
  });
});

