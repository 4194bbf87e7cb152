// A GSTR-1 summary as GET /api/admin/reports/gstr1 answers it, for the tests.
import type { Gstr1Summary } from '../lib/gstr1';

export function summary(overrides: Partial<Gstr1Summary> = {}): Gstr1Summary {
  return {
    month: '2026-11',
    fp: '112026',
    gstin: '27AAPFU0939F1ZV',
    sections: [
      { table: 'b2b', title: 'B2B invoices (table 4A)', rows: 3, taxable: 12000, igst: 600, cgst: 0, sgst: 0 },
      { table: 'b2cs', title: 'B2C (others) supplies (table 7)', rows: 2, taxable: 84250.5, igst: 0, cgst: 2106.26, sgst: 2106.26 },
      { table: 'cdnur', title: 'Credit notes to unregistered buyers (table 9B)', rows: 1, taxable: -1500, igst: -75, cgst: 0, sgst: 0 },
      { table: 'hsn', title: 'HSN summary (table 12)', rows: 4, taxable: 94750.5, igst: 525, cgst: 2106.26, sgst: 2106.26 },
    ],
    totals: {
      invoices: 42,
      creditNotes: 1,
      invoiceValue: 101287.02,
      creditValue: 1575,
      taxable: 94750.5,
      igst: 525,
      cgst: 2106.26,
      sgst: 2106.26,
    },
    documents: [
      { type: 'Invoices for outward supply', from: 'TK/26-27/000101', to: 'TK/26-27/000142', issued: 42, cancelled: 0 },
      { type: 'Credit Note', from: 'CN/26-27/000007', to: 'CN/26-27/000007', issued: 1, cancelled: 0 },
    ],
    warnings: ['2 B2B invoices have no place of supply; they are counted in the state of the shop.'],
    ...overrides,
  };
}
