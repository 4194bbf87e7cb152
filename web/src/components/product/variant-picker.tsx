// The variant chips of a product with several (issue 20): a radio group named by the product's
// option ("Pack"), one chip per variant with its label and price. A sold-out variant is shown but
// cannot be chosen.
import { useId } from 'react';
import { formatPrice } from '@/lib/format/money';
import { isSoldOut, OUT_OF_STOCK } from '@/lib/stock';
import { optionLabel, variantsOf, type Variant, type VariantSource } from '@/lib/variants';

interface VariantPickerProps {
  product: VariantSource;
  chosen: Variant;
  onChoose: (variant: Variant) => void;
  className?: string;
}

export function VariantPicker({ product, chosen, onChoose, className = '' }: VariantPickerProps) {
  const id = useId();
  const variants = variantsOf(product);
  if (variants.length < 2) return null;
  return (
    <div className={className}>
      <p id={`${id}-label`} className="text-sm font-semibold text-stone-700 dark:text-stone-300">
        {optionLabel(product)}
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="mt-2 flex flex-wrap gap-2">
        {variants.map((variant) => {
          const soldOut = isSoldOut(variant.stock);
          return (
            <label
              key={variant._id}
              data-variant={variant._id}
              className="flex min-w-[5.5rem] cursor-pointer flex-col items-start rounded-xl border border-stone-300 bg-white px-3 py-2 text-left transition-colors hover:border-emerald-600 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-checked:ring-1 has-checked:ring-emerald-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-600 has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-stone-50 has-disabled:text-stone-500 has-disabled:hover:border-stone-300 dark:border-stone-700 dark:bg-stone-900 dark:hover:border-emerald-400 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/50 dark:has-checked:ring-emerald-400 dark:has-disabled:bg-stone-900/60 dark:has-disabled:text-stone-500"
            >
              <input
                type="radio"
                name={`${id}-variant`}
                value={variant._id}
                checked={variant._id === chosen._id}
                disabled={soldOut}
                onChange={() => onChoose(variant)}
                className="sr-only"
              />
              <span className={`text-sm font-bold ${soldOut ? 'line-through' : ''}`}>{variant.label}</span>
              <span className="text-sm tabular-nums">{formatPrice(variant.price)}</span>
              {soldOut && <span className="text-xs font-semibold">{OUT_OF_STOCK}</span>}
            </label>
          );
        })}
      </div>
    </div>
  );
}
