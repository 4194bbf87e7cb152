// The unit sale price on cart lines (issue 28): the server's words for the line's variant, read
// from the product list the cart fetches; none for a variant without one.
import { screen, within } from '@testing-library/react';
import { toCartItem } from '@/lib/cart/cart-reducer';
import { product, stubApi, variant } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { lineUnitPrice } from './cart-line';
import { CartScreen } from './cart-screen';

const almonds = product({
  _id: 'p-alm',
  name: 'California Almonds',
  price: 549,
  optionName: 'Pack',
  variants: [
    variant({ _id: 'a-500', label: '500 g', price: 549, unitPrice: '₹1.10 per g' }),
    variant({ _id: 'a-1', label: '1 kg', price: 999, unitPrice: '₹999.00 per kg' }),
  ],
});
const dates = product({ _id: 'p-dates', name: 'Medjool Dates', price: 1299, variants: [variant({ _id: 'p-dates-v', price: 1299, unitPrice: '₹2.60 per g' })] });
const kiwi = product({ _id: 'p-kiwi', name: 'Kiwi', price: 149 });

describe('unit price of a cart line', () => {
  it('finds the line’s variant, the only one for a line saved before variants, and null otherwise', () => {
    const all = [almonds, dates, kiwi];
    expect(lineUnitPrice(all, { _id: 'p-alm', variantId: 'a-1' })).toBe('₹999.00 per kg');
    expect(lineUnitPrice(all, { _id: 'p-dates' })).toBe('₹2.60 per g');
    expect(lineUnitPrice(all, { _id: 'p-alm' })).toBeNull();
    expect(lineUnitPrice(all, { _id: 'p-kiwi', variantId: 'p-kiwi-v' })).toBeNull();
    expect(lineUnitPrice(undefined, { _id: 'p-alm', variantId: 'a-1' })).toBeNull();
  });

  it('shows it under the price on the cart page', async () => {
    stubApi({ '/api/products': [almonds, dates, kiwi] });
    localStorage.setItem(
      'cart',
      JSON.stringify([toCartItem(almonds, almonds.variants[0]!, 1), toCartItem(dates, dates.variants[0]!, 2), toCartItem(kiwi, kiwi.variants[0]!, 1)]),
    );
    renderWithProviders(<CartScreen />);
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(await within(lines[0]!).findByText('(₹1.10 per g)')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('(₹2.60 per g)')).toBeInTheDocument();
    expect(within(lines[2]!).queryByTestId('unit-price')).not.toBeInTheDocument();
  });
});
