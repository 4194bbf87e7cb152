import { codUnavailableReason, COD_TURNED_OFF, effectiveMethod, payButtonLabel } from './payment-options';

describe('payment options', () => {
  it('offers cash on delivery up to the limit, in paise', () => {
    const cod = { enabled: true, maxAmount: 5000 };
    expect(codUnavailableReason(cod, 1917)).toBeNull();
    expect(codUnavailableReason(cod, 5000)).toBeNull();
    expect(codUnavailableReason(cod, 5000.01)).toBe('Available on orders up to ₹5,000.00');
    expect(codUnavailableReason({ enabled: true, maxAmount: 0.3 }, 0.1 + 0.2)).toBeNull();
    expect(codUnavailableReason({ enabled: true, maxAmount: null }, 125000)).toBeNull();
    expect(codUnavailableReason({ enabled: true }, 125000)).toBeNull();
  });

  it('says it is not available when the shop turned it off or its settings are not known', () => {
    expect(codUnavailableReason({ enabled: false, maxAmount: 5000 }, 100)).toBe(COD_TURNED_OFF);
    expect(codUnavailableReason(undefined, 100)).toBe(COD_TURNED_OFF);
  });

  it('falls back to paying online when cash is no longer allowed', () => {
    expect(effectiveMethod('cod', null)).toBe('cod');
    expect(effectiveMethod('cod', 'Available on orders up to ₹5,000.00')).toBe('online');
    expect(effectiveMethod('online', null)).toBe('online');
  });

  it('names the pay button after the method', () => {
    expect(payButtonLabel('online', 1917)).toBe('Pay ₹1,917.00');
    expect(payButtonLabel('cod', 1917)).toBe('Place order (Cash on delivery)');
  });
});
