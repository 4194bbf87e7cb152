// Subtotal, delivery fee and total (SPEC §9 Delivery). Sums are done in paise to avoid float drift.
import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD } from '../constants';

export interface PricedLine {
  price: number;
  qty: number;
}

export interface CartTotals {
  subtotal: number;
  deliveryFee: number;
  total: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Free from ₹1999 (inclusive), else ₹119; an empty cart has no fee. */
export function deliveryFee(subtotal: number, isEmpty: boolean): number {
  if (isEmpty) return 0;
  return subtotal >= FREE_DELIVERY_THRESHOLD ? 0 : DELIVERY_FEE;
}

/** Totals with a delivery area's extra fee (rupees) added to the delivery fee; none for an empty cart. */
export function withAreaFee(totals: CartTotals, areaFee: number): CartTotals {
  if (totals.subtotal === 0 || areaFee <= 0) return totals;
  return {
    subtotal: totals.subtotal,
    deliveryFee: (toPaise(totals.deliveryFee) + toPaise(areaFee)) / 100,
    total: (toPaise(totals.total) + toPaise(areaFee)) / 100,
  };
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.qty, 0);
  const subtotal = subtotalPaise / 100;
  const fee = deliveryFee(subtotal, lines.length === 0);
  return { subtotal, deliveryFee: fee, total: (subtotalPaise + toPaise(fee)) / 100 };
}

export interface MrpLine extends PricedLine {
  mrp?: number | null;
}

/** What the MRP saves over the lines (MRP above the price only), rupees. */
export function mrpSavings(lines: readonly MrpLine[]): number {
  const paise = lines.reduce((sum, line) => {
    if (line.mrp == null || !(line.mrp > line.price)) return sum;
    return sum + (toPaise(line.mrp) - toPaise(line.price)) * line.qty;
  }, 0);
  return paise / 100;
}
