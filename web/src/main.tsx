import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { applyTheme } from './lib/theme';
import './index.css';

// The stored theme goes on <html> before the first render (no inline script: the CSP forbids it).
applyTheme();

// One query client for the screens and the route loaders that prefetch into it.
const queryClient = createQueryClient();
const router = createRouter(queryClient);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
