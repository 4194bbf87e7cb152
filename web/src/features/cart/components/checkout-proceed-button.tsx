import { ArrowRight, LoaderCircle } from 'lucide-react';

interface CheckoutProceedButtonProps {
  busy?: boolean;
  /** A submit button for the guest form, a plain button otherwise. */
  type?: 'button' | 'submit';
  onClick?: () => void;
}

export function CheckoutProceedButton({ busy = false, type = 'button', onClick }: CheckoutProceedButtonProps) {
  return (
    <button
      type={type}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      className="btn btn-primary w-full py-3 text-base lg:w-auto lg:min-w-64"
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <ArrowRight aria-hidden="true" className="order-last size-5" />
      )}
      Proceed to checkout
    </button>
  );
}
