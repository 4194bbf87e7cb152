import { paymentTileText } from './cod-tile';

describe('payment tile', () => {
  it('follows the cash-on-delivery setting', () => {
    expect(paymentTileText({ enabled: true, maxAmount: 5000 })).toEqual({ title: 'COD Available', note: 'on orders up to ₹5,000.00' });
    expect(paymentTileText({ enabled: true, maxAmount: null })).toEqual({ title: 'COD Available', note: null });
    expect(paymentTileText({ enabled: false, maxAmount: 5000 })).toEqual({ title: 'Pay online securely', note: null });
  });
});
