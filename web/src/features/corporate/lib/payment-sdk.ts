// The payment provider's checkout script (Razorpay Checkout, or the sandbox's script that keeps its
// contract), loaded once, as the checkout loads it (src/features/checkout/lib/load-payment-sdk.ts;
// features do not import each other). A failed load is forgotten, so the next Pay tries again.

export interface PaymentSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature?: string;
}

export interface PaymentFailure {
  error?: { description?: string };
}

export interface PaymentOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: PaymentSuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface PaymentWindow {
  on(event: 'payment.failed', handler: (response: PaymentFailure) => void): unknown;
  open(): void;
}

export type PaymentConstructor = new (options: PaymentOptions) => PaymentWindow;

export const SDK_LOAD_FAILED = 'Failed to load payment SDK. Please try again later.';

/** The script's global (declared by the checkout's typings too; read here without them). */
function provider(): PaymentConstructor | undefined {
  return (window as unknown as { Razorpay?: PaymentConstructor }).Razorpay;
}

let loading: Promise<PaymentConstructor> | null = null;

export function loadPaymentScript(src: string): Promise<PaymentConstructor> {
  const loaded = provider();
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<PaymentConstructor>((resolve, reject) => {
    if (!src) {
      reject(new Error(SDK_LOAD_FAILED));
      return;
    }
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const ready = provider();
      if (ready) resolve(ready);
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
export function resetPaymentScript(): void {
  loading = null;
}
