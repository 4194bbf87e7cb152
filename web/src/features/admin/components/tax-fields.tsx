// The product form's tax data for GST invoices: HSN code and GST rate. Orders keep the values
// in force when they were placed, so a change here never alters a past invoice.
import { useId } from 'react';
import { GST_RATES, type GstRate } from '../lib/product-form';
import { hintClass, labelClass } from './admin-ui';

interface TaxFieldsProps {
  hsnCode: string;
  gstRate: GstRate;
  onHsn: (hsn: string) => void;
  onRate: (rate: GstRate) => void;
}

export function TaxFields({ hsnCode, gstRate, onHsn, onRate }: TaxFieldsProps) {
  const id = useId();
  return (
    <div className="grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2 dark:border-stone-800">
      <div>
        <label htmlFor={`${id}-hsn`} className={labelClass}>
          HSN code <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
        </label>
        <input
          id={`${id}-hsn`}
          type="text"
          inputMode="numeric"
          value={hsnCode}
          onChange={(e) => onHsn(e.target.value)}
          placeholder="e.g. 080450"
          maxLength={12}
          className="field"
          aria-describedby={`${id}-hsn-hint`}
        />
        <p id={`${id}-hsn-hint`} className={hintClass}>
          4, 6 or 8 digits. Fresh fruit is chapter 08 (mangoes 080450, apples 080810).
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-rate`} className={labelClass}>
          GST rate
        </label>
        <select
          id={`${id}-rate`}
          value={gstRate}
          onChange={(e) => onRate(Number(e.target.value) as GstRate)}
          className="field"
          aria-describedby={`${id}-rate-hint`}
        >
          {GST_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate === 0 ? '0% (exempt)' : `${rate}%`}
            </option>
          ))}
        </select>
        <p id={`${id}-rate-hint`} className={hintClass}>
          Prices include it. Fresh fruit is usually exempt; dry fruit, nuts and hampers are not.
        </p>
      </div>
    </div>
  );
}
