import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  qty: number;
  /** Product name, for the buttons' labels. */
  name: string;
  onIncrement: () => void;
  onDecrement: () => void;
  /** The cart disables decrement at 1; elsewhere decrement removes the item at zero. */
  decrementDisabled?: boolean;
  /** No more units left to add (the product's stock). */
  incrementDisabled?: boolean;
  size?: 'sm' | 'md';
  /** Stretch to the container's width. */
  block?: boolean;
}

export function QuantityStepper({
  qty,
  name,
  onIncrement,
  onDecrement,
  decrementDisabled = false,
  incrementDisabled = false,
  size = 'md',
  block = false,
}: QuantityStepperProps) {
  // 'sm' matches the height of a small button (36px) so cards do not jump when it appears.
  const button = size === 'sm' ? 'size-[30px]' : 'size-10';
  return (
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className={`${block ? 'flex w-full justify-between' : 'inline-flex'} items-center rounded-full border border-emerald-700/30 bg-emerald-50 p-0.5 dark:border-emerald-400/30 dark:bg-emerald-950/60`}
    >
      <button
        type="button"
        onClick={onDecrement}
        disabled={decrementDisabled}
        aria-label={`Decrease quantity of ${name}`}
        className={`${button} grid place-items-center rounded-full text-emerald-800 transition-colors hover:bg-emerald-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-emerald-200 dark:hover:bg-emerald-900`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-bold tabular-nums text-emerald-900 dark:text-emerald-100">
        {qty}
      </output>
      <button
        type="button"
        onClick={onIncrement}
        disabled={incrementDisabled}
        aria-label={`Increase quantity of ${name}`}
        className={`${button} grid place-items-center rounded-full text-emerald-800 transition-colors hover:bg-emerald-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-emerald-200 dark:hover:bg-emerald-900`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
