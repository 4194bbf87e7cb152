// The product form's stock count and Active switch (issue 10). With variants (issue 20) each
// variant has its own count in the variants list, and only the switch is here.
import { CheckboxField, TextField } from '@/components/ui/text-field';
import { STOCK_MAX } from '../lib/product-form';
import { OptionalMark } from './admin-ui';

/** What the server says about an edited product. */
export interface StockFacts {
  /** Units held by unpaid orders. */
  reserved: number;
}

interface StockFieldsProps {
  /** The simple form's count; absent when the variants list has the counts. */
  stock?: string;
  active: boolean;
  onStock?: (stock: string) => void;
  /** The server's message about the count. */
  stockError?: string | undefined;
  onActive: (active: boolean) => void;
  facts?: StockFacts;
  /** Whether the chosen category is active: an inactive one hides its products whatever this says. */
  categoryActive: boolean;
}

export function StockFields({ stock, active, onStock, stockError, onActive, facts, categoryActive }: StockFieldsProps) {
  const reserved = facts?.reserved ?? 0;
  const counted = stock !== undefined;
  return (
    <div className="grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2 dark:border-stone-800">
      {counted && (
        <TextField
          dense
          label="Stock"
          labelExtra={<OptionalMark />}
          type="number"
          inputMode="numeric"
          min={0}
          max={STOCK_MAX}
          step={1}
          value={stock}
          onChange={(e) => onStock?.(e.target.value)}
          error={stockError}
          placeholder="Not counted"
          hint={
            <>
            Units in the crate. Customers see &ldquo;Only N left&rdquo; under 5 and cannot buy at 0. Leave empty when you
            do not count this product: it never sells out.
            {reserved > 0 && (
              <>
                {' '}
                <strong className="font-semibold text-stone-800 dark:text-stone-200">
                  {reserved} held by unpaid orders
                </strong>{' '}
                (sold when paid, back in stock if the order is cancelled).
              </>
            )}
            </>
          }
        />
      )}
      <div>
        <CheckboxField
          label="Active"
          className={counted ? 'sm:pt-7' : ''}
          checked={active}
          onChange={(e) => onActive(e.target.checked)}
          hint="Show in the shop. Untick to hide it from customers; it stays here in admin."
        />
        {!categoryActive && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs font-semibold text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
            Its category is inactive, so customers do not see it until the category is active again.
          </p>
        )}
      </div>
    </div>
  );
}
