// Razorpay Checkout's browser contract, which the sandbox's checkout script keeps too (DESIGN §6).

export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature?: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; source?: string; step?: string };
}

export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): unknown;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
