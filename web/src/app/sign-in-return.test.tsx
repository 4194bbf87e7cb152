// Signing in from a page that asked for it (the product page's "Sign in to review") goes back to
// that page: the sign-in screen and the guest-only guard both follow `?next=`, never off the site.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { stubApi } from '@/test/api-calls';
import { renderRoutes } from '@/test/render';
import { GuestOnly } from './guards';

const asha = { _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-05T10:00:00Z' };

const routes: RouteObject[] = [
  { element: <GuestOnly />, children: [{ path: '/login', element: <LoginScreen /> }] },
  // A loader like the real product route's, so the navigation is not instant.
  { path: '/product/:id', loader: () => null, element: <h1>Product page</h1> },
  { path: '/profile', element: <h1>Profile page</h1> },
  { path: '/admin/dashboard', element: <h1>Dashboard page</h1> },
  { path: '*', element: <h1>Elsewhere</h1> },
];

async function signIn(route: string, role = 'customer') {
  const user = userEvent.setup();
  stubApi({
    'GET /api/config': { body: { paymentProvider: 'sandbox', checkoutScriptUrl: '', googleClientId: null, shop: {} } },
    'POST /api/auth/login': { body: { token: 't-1', role, user: { ...asha, role } } },
  });
  const result = renderRoutes(routes, route);
  await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return result;
}

describe('sign in and come back', () => {
  it('takes a customer back to the product they came from', async () => {
    const { router } = await signIn('/login?next=%2Fproduct%2Fp1');
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/p1');
  });

  it('sends a customer to their profile without a next page', async () => {
    await signIn('/login');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('ignores a next page that leaves the site', async () => {
    await signIn('/login?next=%2F%2Fevil.example%2Fproduct');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('sends an admin to the dashboard whatever the next page', async () => {
    await signIn('/login?next=%2Fproduct%2Fp1', 'admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
