import { describe, expect, it } from 'vitest';
import { slipSellerLines } from './packing-slip';

describe('packing slip seller lines', () => {
  it('print the legal name and the FSSAI licence number when the owner has entered them', () => {
    expect(slipSellerLines({ legalName: 'Tokri Fresh LLP', fssai: '11521999000123' })).toEqual([
      'Tokri Fresh LLP',
      'FSSAI Lic. No. 11521999000123',
    ]);
  });

  it('leave out what is not set, and print nothing before the seller has loaded', () => {
    expect(slipSellerLines({ legalName: 'Tokri Fresh LLP', fssai: null })).toEqual(['Tokri Fresh LLP']);
    expect(slipSellerLines({ legalName: ' ', fssai: undefined })).toEqual([]);
    expect(slipSellerLines(undefined)).toEqual([]);
  });
});
