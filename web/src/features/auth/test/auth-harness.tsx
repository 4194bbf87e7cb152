// The sign-in screens' tests: the shop's config answer, a signed-in customer and the screen rendered
// with the pages it may lead to.
import { renderWithProviders } from '@/test/render';

export const config = (googleClientId: string | null = null) => ({
  body: { paymentProvider: 'sandbox', checkoutScriptUrl: '', googleClientId, shop: {} },
});

export const asha = { _id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer', createdAt: '2026-01-05T10:00:00Z' };

export const admin = { ...asha, _id: 'a1', email: 'admin@tokri.local', role: 'admin' };

const landing = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/profile', element: <h1>Profile page</h1> },
  { path: '/admin/dashboard', element: <h1>Dashboard page</h1> },
];

export function render(ui: React.ReactNode, route = '/screen') {
  return renderWithProviders(ui, { route, path: '/screen', extraRoutes: landing });
}
