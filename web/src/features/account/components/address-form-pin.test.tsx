// The saved-address form (issue 26): the PIN code right after the contact fields fills the city and
// state, never over what the customer typed, and every field names its autofill and keyboard.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { EMPTY_ADDRESS } from '../lib/address-form';
import { home } from '../test/fixtures';
import { AddressForm } from './address-form';

function renderForm(initial = EMPTY_ADDRESS) {
  const onSubmit = vi.fn(() => Promise.resolve());
  renderWithProviders(
    <AddressForm title="Add a new address" submitLabel="Save address" initial={initial} onSubmit={onSubmit} onCancel={() => {}} failureMessage="Failed to add address." />,
  );
  return onSubmit;
}

describe('address form: PIN code first', () => {
  it('shows the PIN code after the contact fields, before the street it belongs to', () => {
    renderForm();
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(['name', 'mobile', 'zip', 'street', 'city', 'state', 'country']);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('fills city and state from the PIN code and saves them', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Asha Patil');
    await user.type(screen.getByLabelText('Mobile number'), '9822012345');
    await user.type(screen.getByLabelText('PIN code'), '560001');
    await user.type(screen.getByLabelText('Street address'), '1 MG Road');
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha Patil', mobile: '9822012345', zip: '560001', street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India' });
  });

  it("keeps a saved address's city and state when its PIN code is changed", async () => {
    const user = userEvent.setup();
    renderForm({ ...home, city: 'Pimpri-Chinchwad' });
    await user.clear(screen.getByLabelText('PIN code'));
    await user.type(screen.getByLabelText('PIN code'), '411018');
    expect(screen.getByLabelText('City')).toHaveValue('Pimpri-Chinchwad');
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
  });

  it.each([
    ['Full name', 'name', null],
    ['Mobile number', 'tel-national', 'numeric'],
    ['PIN code', 'postal-code', 'numeric'],
    ['Street address', 'street-address', null],
    ['City', 'address-level2', null],
    ['State', 'address-level1', null],
    ['Country', 'country-name', null],
  ] as const)('asks for %s with autocomplete %s and inputmode %s', (label, autocomplete, inputmode) => {
    renderForm();
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute('autocomplete', autocomplete);
    expect(input.getAttribute('inputmode')).toBe(inputmode);
    expect(input).toHaveAttribute('enterkeyhint', label === 'Country' ? 'done' : 'next');
  });
});
