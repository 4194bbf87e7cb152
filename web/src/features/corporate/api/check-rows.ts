// POST /api/corporate/check (bearer) — checks every recipient row (product, pack, stock, PIN code,
// delivery day and slot) and prices the rows that pass. Nothing is reserved: stock and slot places
// are taken only when the order is created. 400 with a message for no rows or more than 1,000.
import { api, unwrap } from '@/lib/api/client';
import { fromApi, type CorporateCheck, type CorporateRowRequest } from '../lib/corporate-types';

export const CHECK_FAILED = 'The rows could not be checked. Please try again.';

export function checkCorporateRows(rows: CorporateRowRequest[]): Promise<CorporateCheck> {
  return unwrap(api.POST('/api/corporate/check', { body: { rows } }), CHECK_FAILED).then(fromApi);
}
