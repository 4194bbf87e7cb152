// Cart lines the shop can no longer fill (issue 10): the catalogue's stock left now reaches the
// cart and each such line says what to change.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CartScreen } from './cart-screen';

const dragon = product({ _id: 'p-dragon', name: 'Dragon Fruit', stock: 5 });
const cherries = product({ _id: 'p-cherries', name: 'Kashmiri Cherries', stock: 5 });
const jamun = product({ _id: 'p-jamun', name: 'Jamun', stock: null });

function storeCart() {
  localStorage.setItem(
    'cart',
    JSON.stringify([
      { ...dragon, qty: 3 },
      { ...cherries, qty: 1 },
      { ...jamun, qty: 2 },
    ]),
  );
}

const line = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('cart and stock', () => {
  it('notes lines now sold out or with fewer units left than in the cart', async () => {
    stubApi({ '/api/products': [{ ...dragon, stock: 1 }, { ...cherries, stock: 0 }, jamun] });
    storeCart();
    renderWithProviders(<CartScreen />);
    expect(await within(line('Dragon Fruit')).findByText('Only 1 left now. Please lower the quantity to 1.')).toBeInTheDocument();
    expect(within(line('Kashmiri Cherries')).getByText('Out of stock now. Please remove it from your cart.')).toBeInTheDocument();
    expect(within(line('Jamun')).queryByText(/left now|Out of stock/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Dragon Fruit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Jamun' })).toBeEnabled();
  });

  it('clears the note once the customer lowers the quantity to what is left', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/products': [{ ...dragon, stock: 2 }, cherries, jamun] });
    storeCart();
    renderWithProviders(<CartScreen />);
    const note = await within(line('Dragon Fruit')).findByText('Only 2 left now. Please lower the quantity to 2.');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Dragon Fruit' }));
    expect(note).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Dragon Fruit' })).toBeDisabled();
  });
});
