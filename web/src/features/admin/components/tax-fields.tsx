// The product form's tax data for GST invoices: HSN code and GST rate. Orders keep the values
// in force when they were placed, so a change here never alters a past invoice.
import { SelectField, TextField } from '@/components/ui/text-field';
import { GST_RATES, type GstRate } from '../lib/product-form';
import { OptionalMark } from './admin-ui';

interface TaxFieldsProps {
  hsnCode: string;
  gstRate: GstRate;
  onHsn: (hsn: string) => void;
  onRate: (rate: GstRate) => void;
}

export function TaxFields({ hsnCode, gstRate, onHsn, onRate }: TaxFieldsProps) {
  return (
    <div className="grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2 dark:border-stone-800">
      <TextField
        dense
        label="HSN code"
        labelExtra={<OptionalMark />}
        type="text"
        inputMode="numeric"
        value={hsnCode}
        onChange={(e) => onHsn(e.target.value)}
        placeholder="e.g. 080450"
        maxLength={12}
        hint="4, 6 or 8 digits. Fresh fruit is chapter 08 (mangoes 080450, apples 080810)."
      />
      <SelectField
        dense
        label="GST rate"
        value={gstRate}
        onChange={(e) => onRate(Number(e.target.value) as GstRate)}
        hint="Prices include it. Fresh fruit is usually exempt; dry fruit, nuts and hampers are not."
      >
        {GST_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rate === 0 ? '0% (exempt)' : `${rate}%`}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
