// The guest form on a phone (issue 26): the PIN code before the address fills its city and state
// without overwriting what the guest typed; every field tells the phone which keyboard and autofill
// it wants; the first wrong field comes into view with the cursor in it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@/lib/storage';
import { stubApi } from '@/test/fixtures';
import { render, storeCart } from '../test/cart-harness';

const label = {
  name: 'Full name',
  email: 'Email',
  mobile: 'Mobile',
  zip: 'Zip (PIN code)',
  street: 'Street (house, street, area)',
  city: 'City',
  state: 'State',
  country: 'Country',
};

beforeEach(() => {
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  storeCart();
  stubApi({});
});

describe('guest form: PIN code first', () => {
  it('starts from the PIN code checked on the home or product page, with its city and state', () => {
    localStorage.setItem(STORAGE_KEYS.deliveryPincode, '411004');
    render();
    expect(screen.getByLabelText(label.zip)).toHaveValue('411004');
    expect(screen.getByLabelText(label.city)).toHaveValue('Pune');
    expect(screen.getByLabelText(label.state)).toHaveValue('Maharashtra');
    localStorage.removeItem(STORAGE_KEYS.deliveryPincode);
  });

  it('shows the PIN code before the street, city and state', () => {
    render();
    const order = screen.getAllByRole('textbox').map((input) => input.getAttribute('name'));
    expect(order).toEqual(['name', 'email', 'mobile', 'zip', 'street', 'city', 'state', 'country']);
  });

  it('fills city and state from a whole PIN code, and follows a changed one', async () => {
    const user = userEvent.setup();
    render();
    const zip = screen.getByLabelText(label.zip);
    await user.type(zip, '41100');
    expect(screen.getByLabelText(label.state)).toHaveValue('');
    await user.type(zip, '1');
    expect(screen.getByLabelText(label.city)).toHaveValue('Pune');
    expect(screen.getByLabelText(label.state)).toHaveValue('Maharashtra');
    await user.clear(zip);
    await user.type(zip, '403001');
    expect(screen.getByLabelText(label.city)).toHaveValue('');
    expect(screen.getByLabelText(label.state)).toHaveValue('Goa');
  });

  it('never overwrites a city or state the guest typed', async () => {
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText(label.city), 'Pimpri-Chinchwad');
    await user.type(screen.getByLabelText(label.zip), '411018');
    expect(screen.getByLabelText(label.city)).toHaveValue('Pimpri-Chinchwad');
    expect(screen.getByLabelText(label.state)).toHaveValue('Maharashtra');
    // The state the lookup filled, typed over, is the guest's from then on.
    await user.clear(screen.getByLabelText(label.state));
    await user.type(screen.getByLabelText(label.state), 'MH');
    await user.clear(screen.getByLabelText(label.zip));
    await user.type(screen.getByLabelText(label.zip), '560001');
    expect(screen.getByLabelText(label.state)).toHaveValue('MH');
    expect(screen.getByLabelText(label.city)).toHaveValue('Pimpri-Chinchwad');
  });

  it('clears the messages of the fields it fills', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(screen.getByText('Please enter your state.')).toBeInTheDocument();
    expect(screen.getByLabelText(label.name)).toHaveFocus();
    await user.type(screen.getByLabelText(label.zip), '400001');
    expect(screen.queryByText('Please enter your state.')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter your city.')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter your street.')).toBeInTheDocument();
  });

  it.each([
    ['name', 'name', undefined, 'next'],
    ['email', 'email', 'email', 'next'],
    ['mobile', 'tel-national', 'numeric', 'next'],
    ['zip', 'postal-code', 'numeric', 'next'],
    ['street', 'street-address', undefined, 'next'],
    ['city', 'address-level2', undefined, 'next'],
    ['state', 'address-level1', undefined, 'next'],
    ['country', 'country-name', undefined, 'go'],
  ] as const)('asks for the %s with autocomplete %s, inputmode %s and enterkeyhint %s', (field, autocomplete, inputmode, enterkeyhint) => {
    render();
    const input = screen.getByLabelText(label[field]);
    expect(input).toHaveAttribute('autocomplete', autocomplete);
    if (inputmode) expect(input).toHaveAttribute('inputmode', inputmode);
    else expect(input).not.toHaveAttribute('inputmode');
    expect(input).toHaveAttribute('enterkeyhint', enterkeyhint);
  });

  it('brings the first wrong field into view before putting the cursor in it', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.getAttribute('name') ?? '');
      },
    });
    try {
      render();
      await user.type(screen.getByLabelText(label.name), 'Asha');
      await user.type(screen.getByLabelText(label.email), 'asha@example.com');
      await user.type(screen.getByLabelText(label.mobile), '9876543210');
      await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
      // The PIN code is the first wrong field as the form shows them (the spec's order has street first).
      expect(scrolled).toEqual(['zip']);
      expect(screen.getByLabelText(label.zip)).toHaveFocus();
    } finally {
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
