// The cart's delivery address for a visitor: the guest form.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '@/test/fixtures';
import { home, office, probeState, render, storeCart } from '../test/cart-harness';

/** Requests the screen made to `path` (the cart also fetches the catalogue to refresh its lines). */
function callsTo(fetchStub: ReturnType<typeof stubApi>, path: string): Request[] {
  return fetchStub.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => new URL(request.url).pathname === path);
}

const fields = {
  name: 'Full name',
  email: 'Email',
  mobile: 'Mobile',
  street: 'Street (house, street, area)',
  city: 'City',
  state: 'State',
  zip: 'Zip (PIN code)',
  country: 'Country',
} as const;

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Partial<Record<keyof typeof fields, string>>) {
  const values = {
    name: 'Asha',
    email: 'asha@example.com',
    mobile: '9876543210',
    street: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411001',
    country: 'India',
    ...overrides,
  };
  for (const [field, label] of Object.entries(fields) as [keyof typeof fields, string][]) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, values[field]);
  }
}

describe('cart delivery address: guest', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  });

  it('shows all eight fields, each required', () => {
    storeCart();
    stubApi({});
    render();
    for (const label of Object.values(fields)) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it("alerts 'Your cart is empty.' for an empty cart", async () => {
    const user = userEvent.setup();
    stubApi({});
    render();
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(alert).toHaveBeenCalledWith('Your cart is empty.');
  });

  it("alerts 'Please fill out all guest details.' and marks every blank field", async () => {
    const user = userEvent.setup();
    storeCart();
    const fetchStub = stubApi({});
    render();
    await user.type(screen.getByLabelText(fields.name), 'Asha');
    await user.type(screen.getByLabelText(fields.city), '   ');
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(alert).toHaveBeenCalledWith('Please fill out all guest details.');
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your city.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your zip.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter your country.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(fields.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(fields.email)).toHaveAccessibleDescription('Please enter your email.');
    expect(screen.getByLabelText(fields.email)).toHaveFocus();
    expect(callsTo(fetchStub, '/api/auth/guest-checkout')).toHaveLength(0);
  });

  it("says 'Please enter a valid email.' without an alert", async () => {
    const user = userEvent.setup();
    storeCart();
    const fetchStub = stubApi({});
    render();
    await fill(user, { email: 'asha.example.com' });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(callsTo(fetchStub, '/api/auth/guest-checkout')).toHaveLength(0);
  });

  it('sends trimmed values, stores the session and goes to checkout with the first returned address', async () => {
    const user = userEvent.setup();
    storeCart();
    const guestUser = { _id: 'g1', name: 'Asha', email: 'asha@example.com', role: 'guest', createdAt: '2026-11-22T08:00:00Z', addresses: [home, office] };
    const fetchStub = stubApi({ '/api/auth/guest-checkout': { status: 201, body: { token: 'guest-token', user: guestUser } } });
    render();
    await fill(user, { name: '  Asha  ', city: ' Pune ' });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));

    expect(await screen.findByTestId('checkout-state')).toBeInTheDocument();
    expect(probeState()).toEqual({ address: home });
    const [request] = callsTo(fetchStub, '/api/auth/guest-checkout');
    if (!request) throw new Error('guest checkout was not called');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      address: { name: 'Asha', mobile: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001', country: 'India' },
    });
    expect(localStorage.getItem('token')).toBe('guest-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ _id: 'g1', role: 'guest' });
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows the server's message and field errors when guest checkout is refused", async () => {
    const user = userEvent.setup();
    storeCart();
    stubApi({
      '/api/auth/guest-checkout': {
        status: 400,
        body: { message: 'Please enter a valid 6-digit PIN code.', errors: { zip: 'Please enter a valid 6-digit PIN code.' } },
      },
    });
    render();
    await fill(user, { zip: '4110' });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 6-digit PIN code.');
    expect(screen.getByLabelText(fields.zip)).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("falls back to 'Failed to complete guest checkout.'", async () => {
    const user = userEvent.setup();
    storeCart();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    render();
    await fill(user, {});
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to complete guest checkout.');
  });
});
