import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AdminNav } from '@/components/layout/admin-nav';
import { LoadingScreen } from '@/components/ui/loading-screen';

/**
 * The admin area's frame: its own navigation bar (SPEC §2). Loaded lazily with the admin screens.
 * On paper only the screen's content prints (the packing slip).
 */
export function Component() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-100 dark:bg-stone-950 print:block print:min-h-0 print:bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-emerald-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <AdminNav />
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-0.5 print:hidden origin-left bg-orange-500 transition-transform duration-500 ${
          navigation.state === 'loading' ? 'scale-x-75' : 'scale-x-0'
        }`}
      />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8 print:max-w-none print:p-0"
      >
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="py-6 text-center print:hidden text-xs text-stone-600 dark:text-stone-400">Tokri admin · prices in INR · times in IST</footer>
      <ScrollRestoration getKey={(location) => location.pathname} />
    </div>
  );
}
