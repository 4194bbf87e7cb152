import { formToSettings, settingsToForm } from './checkout-settings';
import { paymentMethodLabel, paymentStatusLabel } from '@/lib/order-display';
import { slipRecipient, slipShowsPrices } from './packing-slip';

const address = { name: 'Asha Rao', mobile: '9876543210', street: '12 MG Road', city: 'Pune', state: 'Maharashtra', zip: '411001', country: 'India' };

describe('checkout settings form', () => {
  it('reads and writes the limit in rupees, blank for none', () => {
    expect(settingsToForm({ cashOnDelivery: { enabled: true, maxAmount: 5000 } })).toEqual({ codEnabled: true, codMax: '5000' });
    expect(settingsToForm({ cashOnDelivery: { enabled: false, maxAmount: null } })).toEqual({ codEnabled: false, codMax: '' });
    expect(formToSettings({ codEnabled: true, codMax: ' ' })).toEqual({ settings: { cashOnDelivery: { enabled: true, maxAmount: null } } });
    expect(formToSettings({ codEnabled: true, codMax: '₹ 5,000.50' })).toEqual({ settings: { cashOnDelivery: { enabled: true, maxAmount: 5000.5 } } });
    for (const bad of ['0', '-5', '12.345', 'lots', '0.00']) expect(formToSettings({ codEnabled: true, codMax: bad })).toHaveProperty('error');
  });
});

describe('cash orders', () => {
  it("label a cash order 'Cash on delivery' and 'COD due' until paid", () => {
    expect(paymentMethodLabel({ paymentMethod: 'cod', paymentInfo: null })).toBe('Cash on delivery');
    expect(paymentStatusLabel({ paymentStatus: 'cod_due', paymentInfo: null })).toBe('COD due');
    expect(paymentStatusLabel({ paymentStatus: 'paid', paymentInfo: { paymentId: 'cash_1', provider: 'cod', method: 'cash' } })).toBe('Paid');
  });
});

describe('packing slip', () => {
  it('goes to the gift recipient, else the shipping name, and hides prices when asked', () => {
    expect(slipRecipient({ shippingAddress: address, gift: null })).toEqual({
      name: 'Asha Rao',
      mobile: '9876543210',
      lines: ['12 MG Road', 'Pune, Maharashtra 411001', 'India'],
    });
    const gift = { recipientName: 'Meera', recipientMobile: '9822012345', message: '', hidePrices: true };
    expect(slipRecipient({ shippingAddress: address, gift })).toMatchObject({ name: 'Meera', mobile: '9822012345' });
    expect(slipShowsPrices({ gift })).toBe(false);
    expect(slipShowsPrices({ gift: null })).toBe(true);
  });
});
