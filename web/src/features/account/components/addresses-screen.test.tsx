// /profile/addresses: the address manager.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/api-calls';
import { renderWithProviders } from '@/test/render';
import { home, signIn } from '../test/fixtures';
import { AddressesScreen } from './addresses-screen';

describe('address manager', () => {
  const fields = ['Full name', 'Mobile number', 'Street address', 'City', 'State', 'PIN code', 'Country'];

  async function fillForm(user: ReturnType<typeof userEvent.setup>, values: string[]) {
    for (const [index, label] of fields.entries()) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (values[index]) await user.type(input, values[index]);
    }
  }

  it('lists the saved addresses', async () => {
    signIn();
    stubApi({ 'GET /api/user/addresses': { body: [home] } });
    renderWithProviders(<AddressesScreen />);
    const card = await screen.findByRole('article', { name: 'Asha Patil' });
    expect(card).toHaveTextContent('12 MG Road');
    expect(card).toHaveTextContent('Pune, Maharashtra 411001');
    expect(card).toHaveTextContent('9822012345');
  });

  it('requires all seven fields, trimmed, and focuses the first missing one', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = stubApi({ 'GET /api/user/addresses': { body: [] } });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    await fillForm(user, ['   ', '', '', '', '', '', '  ']);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    for (const label of fields) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(expect.stringContaining('Please enter your PIN code.'));
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds an address with trimmed values', async () => {
    const user = userEvent.setup();
    signIn();
    const saved = { ...home, _id: 'a2' };
    let list: unknown[] = [];
    const calls = stubApi({
      'GET /api/user/addresses': () => ({ body: list }),
      'POST /api/user/addresses': () => {
        list = [saved];
        return { status: 201, body: saved };
      },
    });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillForm(user, [' Asha Patil ', '9822012345', '12 MG Road ', 'Pune', 'Maharashtra', '411001', 'India']);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('article', { name: 'Asha Patil' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Asha Patil',
      mobile: '9822012345',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      country: 'India',
    });
    expect(screen.queryByRole('button', { name: 'Save address' })).not.toBeInTheDocument();
  });

  it("shows the server's message and its per-field errors", async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({
      'GET /api/user/addresses': { body: [] },
      'POST /api/user/addresses': {
        status: 400,
        body: {
          message: 'Please enter a valid 10-digit mobile number.',
          errors: { mobile: 'Please enter a valid 10-digit mobile number.', zip: 'Please enter a valid 6-digit PIN code.' },
        },
      },
    });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillForm(user, ['Asha', '123', '12 MG Road', 'Pune', 'Maharashtra', '41', 'India']);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 10-digit mobile number.');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid 6-digit PIN code.'),
    );
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });

  it("says 'Failed to add address.' when the server gives no reason", async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ 'GET /api/user/addresses': { body: [] }, 'POST /api/user/addresses': { status: 500, body: {} } });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await fillForm(user, ['Asha', '9822012345', '12 MG Road', 'Pune', 'Maharashtra', '411001', 'India']);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add address.');
  });

  it('edits an address, and Cancel leaves it as it was', async () => {
    const user = userEvent.setup();
    signIn();
    let list = [home];
    const calls = stubApi({
      'GET /api/user/addresses': () => ({ body: list }),
      'PUT /api/user/addresses/a1': (call) => {
        list = [{ ...home, ...(call.body as object) }];
        return { body: list[0] };
      },
    });
    renderWithProviders(<AddressesScreen />);
    const card = await screen.findByRole('article', { name: 'Asha Patil' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), '  Mumbai ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Mumbai, Maharashtra 411001')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ city: 'Mumbai', name: 'Asha Patil' });
  });

  it("says 'Failed to update address.' when an edit fails without a reason", async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ 'GET /api/user/addresses': { body: [home] }, 'PUT /api/user/addresses/a1': { status: 500, body: {} } });
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update address.');
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    signIn();
    localStorage.setItem('selectedAddressId', 'a1');
    let list = [home];
    const calls = stubApi({
      'GET /api/user/addresses': () => ({ body: list }),
      'DELETE /api/user/addresses/a1': () => {
        list = [];
        return { body: { message: 'Address deleted.' } };
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this address?');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(localStorage.getItem('selectedAddressId')).toBeNull();
  });

  it("toasts 'Failed to delete address.' when a delete fails without a reason", async () => {
    const user = userEvent.setup();
    signIn();
    stubApi({ 'GET /api/user/addresses': { body: [home] }, 'DELETE /api/user/addresses/a1': { status: 500, body: {} } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<AddressesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete address.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Asha Patil' })).toBeInTheDocument();
  });

  it("says 'Failed to load addresses.' when the list cannot be loaded", async () => {
    signIn();
    stubApi({ 'GET /api/user/addresses': { status: 500, body: {} } });
    renderWithProviders(<AddressesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load addresses.');
  });
});
