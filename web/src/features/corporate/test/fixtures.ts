// Corporate gifting test data: rows as pasted, and the server's answers to them.
import type { CorporateCheck, CorporateLine, CorporateRowCheck } from '../lib/corporate-types';
import { TEMPLATE_HEADER } from '../lib/rows';

export const pasted = [
  TEMPLATE_HEADER,
  'Meera Joshi,9822012345,"Flat 4, Sunrise Apts",Pune,Maharashtra,411001,Alphonso Mangoes,6 pieces,1,Happy Diwali!,,',
  'Ravi Kulkarni,9822054321,12 FC Road,Pune,Maharashtra,41100,Kiwi,,2,,2026-11-28,9–13',
].join('\n');

export function line(overrides: Partial<CorporateLine> = {}): CorporateLine {
  return {
    productId: 'p-mango',
    variantId: 'v-6',
    name: 'Alphonso Mangoes · 6 pieces',
    unitPrice: 649,
    quantity: 1,
    deliveryDate: '2026-11-28',
    slotLabel: '9–13',
    deliveryFee: 49,
    total: 698,
    ...overrides,
  };
}

export const ready = (overrides: Partial<CorporateLine> = {}): CorporateRowCheck => ({ errors: {}, line: line(overrides) });

export function checked(rows: CorporateRowCheck[], overrides: Partial<CorporateCheck> = {}): CorporateCheck {
  const passed = rows.filter((row) => row.line && Object.keys(row.errors).length === 0);
  const subtotal = passed.reduce((sum, row) => sum + row.line!.unitPrice * row.line!.quantity, 0);
  const delivery = passed.reduce((sum, row) => sum + row.line!.deliveryFee, 0);
  return {
    valid: passed.length === rows.length,
    rows,
    problems: [],
    totals: { recipients: passed.length, subtotal, delivery, total: subtotal + delivery },
    ...overrides,
  };
}
