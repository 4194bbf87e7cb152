// What happened to the last Pay: an error, or a notice (the payment window was closed).
import { CircleAlert, Info } from 'lucide-react';
import { Link } from 'react-router';
import type { PaymentMessage } from '../hooks/use-checkout-payment';

export function PaymentMessageBox({ message }: { message: PaymentMessage }) {
  const error = message.tone === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`mt-4 flex gap-2 rounded-xl p-3 text-sm font-semibold ${
        error
          ? 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200'
          : 'bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'
      }`}
    >
      {error ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <p>
        {message.text}
        {message.showOrders && (
          <>
            {' '}
            <Link to="/profile/orders" className="underline">
              View your orders
            </Link>
          </>
        )}
        {message.showCart && (
          <>
            {' '}
            <Link to="/cart" className="underline">
              Update your cart
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
