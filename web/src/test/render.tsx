// Renders a screen inside the app's providers and a memory router.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

export function renderWithProviders(
  ui: ReactNode,
  {
    route = '/',
    path = '/',
    extraRoutes = [],
    state,
  }: { route?: string; path?: string; extraRoutes?: RouteObject[]; state?: unknown } = {},
) {
  const router = createMemoryRouter(
    [{ path, element: ui }, { path: '/cart', element: <h1>Cart page</h1> }, ...extraRoutes, { path: '*', element: <h1>Elsewhere</h1> }],
    { initialEntries: [state === undefined ? route : { pathname: route, state }] },
  );
  const result = render(
    <Providers queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

/** Renders `routes` alone (no catch-all of the harness) inside the app's providers, at `route`. */
export function renderRoutes(routes: RouteObject[], route = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <Providers queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
