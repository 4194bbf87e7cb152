// The unit sale price beside a price (Legal Metrology rule 6(10), issue 28): the server's own
// words ("₹1.10 per g"), shown in brackets in small text. Nothing when the variant has none.

interface UnitPriceProps {
  /** The variant's `unitPrice` as the server computed it. */
  text: string | null | undefined;
  className?: string;
}

export function UnitPrice({ text, className = 'text-sm font-medium text-stone-600 dark:text-stone-400' }: UnitPriceProps) {
  const shown = text?.trim();
  if (!shown) return null;
  return (
    <span data-testid="unit-price" className={className}>
      ({shown})
    </span>
  );
}
