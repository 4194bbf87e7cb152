import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { storedTheme } from '@/lib/theme';
import { loadSonner, toasterMounted } from '@/lib/toast';

type ToasterProps = ComponentProps<Awaited<ReturnType<typeof loadSonner>>['Toaster']>;

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  function SignallingToaster(props: ToasterProps) {
    // Child effects run first: by now sonner's <Toaster> is subscribed.
    useEffect(() => toasterMounted(), []);
    return <SonnerToaster {...props} />;
  }
  return { default: SignallingToaster };
});

/** The app's toast outlet: toasts last 1.5 s (SPEC §9). */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" duration={TOAST_DURATION_MS} theme={storedTheme()} richColors />
    </Suspense>
  );
}
