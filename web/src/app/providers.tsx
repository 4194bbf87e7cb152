// App-wide providers: server state, session, cart, favourites and toasts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '@/components/ui/app-toaster';
import { ApiError } from '@/lib/api/client';
import { CartProvider } from '@/lib/cart/cart-context';
import { FavouritesProvider } from '@/lib/favourites';
import { SessionProvider } from '@/lib/session';
import { CartCatalogueSync } from './cart-catalogue-sync';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (404 and friends) will not change on retry.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <FavouritesProvider>
          <CartProvider>
            <CartCatalogueSync />
            {children}
            <AppToaster />
          </CartProvider>
        </FavouritesProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
