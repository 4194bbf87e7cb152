import { startTransition, StrictMode } from 'react';
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

// The first render as a transition: React works in slices and gives the main thread back between
// them, so a phone stays responsive while the app replaces the page's first screen (which stays on
// show until then).
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
