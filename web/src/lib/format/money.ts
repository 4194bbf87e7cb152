// Money formatting (DESIGN §11: money and dates are formatted only through lib/format).
import { CURRENCY, LOCALE } from '../constants';

const withPaise = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeRupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A price: "₹899" for whole rupees, "₹149.50" otherwise. */
export function formatPrice(rupees: number): string {
  return Number.isInteger(rupees) ? wholeRupees.format(rupees) : withPaise.format(rupees);
}

/** An amount always with two decimals, as totals are shown: "₹2,118.00". */
export function formatMoney(rupees: number): string {
  return withPaise.format(rupees);
}
