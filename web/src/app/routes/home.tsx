import { lazy, Suspense } from 'react';
import { HomeScreen } from '@/features/catalogue/components/home-screen';

// The PIN code check loads after the home screen (with the product page's, which shares it), so
// the delivery feature and the date library stay out of the entry bundle (DESIGN §9).
const PincodeCheck = lazy(async () => ({ default: (await import('@/features/delivery/components/pincode-check')).PincodeCheck }));

export function HomeRoute() {
  return (
    <HomeScreen
      deliveryCheck={
        <Suspense fallback={<div aria-hidden="true" className="h-24 rounded-2xl border border-stone-200 dark:border-stone-800" />}>
          <PincodeCheck />
        </Suspense>
      }
    />
  );
}
