import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, stubApi } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CartScreen } from './cart-screen';

beforeEach(() => {
  stubApi({ '/api/products': [product(), product({ _id: 'p2', name: 'Kiwi', price: 149 })] });
});

function storeCart(lines: { id: string; name: string; price: number; qty: number }[]) {
  localStorage.setItem(
    'cart',
    JSON.stringify(lines.map(({ id, name, price, qty }) => ({ ...product({ _id: id, name, price }), qty }))),
  );
}

describe('cart', () => {
  it('disables decrement at quantity 1 and removes lines with the remove button', async () => {
    const user = userEvent.setup();
    storeCart([{ id: 'p1', name: 'Alphonso Mango', price: 899, qty: 1 }]);
    renderWithProviders(<CartScreen />);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Alphonso Mango' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Alphonso Mango' }));
    expect(screen.getByRole('button', { name: 'Decrease quantity of Alphonso Mango' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Alphonso Mango from cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('charges ₹119 delivery below ₹1999', () => {
    storeCart([{ id: 'p1', name: 'Alphonso Mango', price: 899, qty: 2 }]);
    renderWithProviders(<CartScreen />);
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₹1,798.00');
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('₹119.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,917.00');
  });

  it('delivers free from ₹1999', async () => {
    const user = userEvent.setup();
    storeCart([{ id: 'p2', name: 'Kiwi', price: 1000, qty: 1 }, { id: 'p1', name: 'Alphonso Mango', price: 999, qty: 1 }]);
    renderWithProviders(<CartScreen />);
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,999.00');
    await user.click(screen.getByRole('button', { name: 'Remove Kiwi from cart' }));
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('₹119.00');
  });

  it('has no delivery fee for an empty cart', () => {
    renderWithProviders(<CartScreen />);
    expect(screen.getByTestId('summary-delivery')).toHaveTextContent('₹0.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹0.00');
  });
});
