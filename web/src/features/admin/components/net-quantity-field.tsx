// A variant's declared net quantity (issue 28): a whole number and its unit (g, ml or units), in
// the variants list and beside the simple form's price. The server works out the unit sale price
// customers see from it.
import { SelectField, TextField } from '@/components/ui/text-field';
import { MAX_NET_QUANTITY, NET_UNITS } from '../lib/variant-form';

interface NetQuantityFieldProps {
  amount: string;
  unit: string;
  onAmount: (amount: string) => void;
  onUnit: (unit: string) => void;
  /** The form's or the server's message about it ("variants.0.netQuantity"). */
  error?: string | undefined;
  hint?: string;
  className?: string;
}

export function NetQuantityField({ amount, unit, onAmount, onUnit, error, hint, className = '' }: NetQuantityFieldProps) {
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <TextField
        dense
        className="min-w-0 flex-1"
        label="Net quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_NET_QUANTITY}
        step={1}
        value={amount}
        onChange={(e) => onAmount(e.target.value)}
        placeholder="e.g. 500"
        error={error}
        hint={hint}
      />
      <SelectField dense className="w-24 shrink-0" label="Unit" value={unit} onChange={(e) => onUnit(e.target.value)}>
        {NET_UNITS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
