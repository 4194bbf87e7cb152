import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { BottomNav } from '@/components/layout/bottom-nav';
import { Navbar } from '@/components/layout/navbar';
import { LoadingScreen } from '@/components/ui/loading-screen';

// The footer starts below the fold (the main area is at least a screen tall), so it loads after
// the entry, outside its budget, without moving anything on screen.
const Footer = lazy(async () => ({ default: (await import('@/components/layout/footer')).Footer }));

export function StorefrontLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-emerald-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar />
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-orange-500 transition-transform duration-500 ${
          navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0'
        }`}
      />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content
          arrives after its first paint does not push the footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomNav />
      <ScrollRestoration getKey={(location) => location.pathname} />
    </div>
  );
}
