// The cart's address-slot tests: the stored cart, the rendered slot and what checkout received.
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

export function render() {
  return renderWithProviders(<CheckoutAddressSlot />, {
    extraRoutes: [{ path: '/checkout', element: <CheckoutProbe /> }],
  });
}

export function storeCart() {
  localStorage.setItem('cart', JSON.stringify([{ ...product(), qty: 2 }]));
}
