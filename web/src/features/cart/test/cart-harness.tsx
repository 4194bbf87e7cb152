// The cart's address-slot tests: the stored cart, the rendered slot and what checkout received.
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { product } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { CheckoutAddressSlot } from '../components/checkout-address-slot';

export const home = {
  _id: 'a-home',
  name: 'Asha Patil',
  mobile: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India',
};

export const office = { ...home, _id: 'a-office', street: '4 FC Road', zip: '411004' };

export function CheckoutProbe() {
  const location = useLocation();
  return <pre data-testid="checkout-state">{JSON.stringify(location.state)}</pre>;
}

/** The navigation state the probe at /checkout received. */
export function probeState() {
  return JSON.parse(screen.getByTestId('checkout-state').textContent ?? 'null') as unknown;
}

export function signIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'u1', name: 'Asha Patil', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-01T00:00:00Z' }),
  );
}

export function render() {
  return renderWithProviders(<CheckoutAddressSlot />, {
    extraRoutes: [{ path: '/checkout', element: <CheckoutProbe /> }],
  });
}

export function storeCart() {
  localStorage.setItem('cart', JSON.stringify([{ ...product(), qty: 2 }]));
}
