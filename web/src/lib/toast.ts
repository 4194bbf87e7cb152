// Toasts (sonner), loaded on demand so the toast library stays out of the entry bundle.
// Messages wait until the <AppToaster> has mounted, so none is lost while it loads.

import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'warning' | 'info';

let sonner: Promise<Sonner> | null = null;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Called by <AppToaster> once sonner's <Toaster> listens. */
export function toasterMounted(): void {
  markReady();
}

function show(kind: Kind, message: string): void {
  void Promise.all([loadSonner(), ready]).then(([{ toast: sonnerToast }]) => {
    sonnerToast[kind](message);
  });
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};
