// Loads the payment provider's checkout script once (SPEC §4 Checkout flow, step 1). A failed
// load is forgotten, so the next attempt tries again.
import type { RazorpayConstructor } from './razorpay';

export const SDK_LOAD_FAILED = 'Failed to load payment SDK. Please try again later.';

let loading: Promise<RazorpayConstructor> | null = null;

export function loadPaymentSdk(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    if (!src) {
      reject(new Error(SDK_LOAD_FAILED));
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(SDK_LOAD_FAILED));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(SDK_LOAD_FAILED));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** For tests: forget a loaded or loading script. */
export function resetPaymentSdk(): void {
  loading = null;
}
