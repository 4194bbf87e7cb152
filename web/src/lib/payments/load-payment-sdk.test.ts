import { loadPaymentSdk, resetPaymentSdk, SDK_LOAD_FAILED } from './load-payment-sdk';
import type { RazorpayConstructor } from './razorpay';

const scripts = () => [...document.head.querySelectorAll('script')];
const Fake = class {} as unknown as RazorpayConstructor;

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.Razorpay;
  resetPaymentSdk();
});

describe('payment SDK loader', () => {
  it('adds the script once, however often it is asked for', async () => {
    const first = loadPaymentSdk('/sandbox/checkout.js');
    const second = loadPaymentSdk('/sandbox/checkout.js');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe('/sandbox/checkout.js');
    window.Razorpay = Fake;
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Fake);
    await expect(second).resolves.toBe(Fake);
    await expect(loadPaymentSdk('/sandbox/checkout.js')).resolves.toBe(Fake);
    expect(scripts()).toHaveLength(1);
  });

  it('fails with the spec message and tries again next time', async () => {
    const first = loadPaymentSdk('/sandbox/checkout.js');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(SDK_LOAD_FAILED);
    expect(scripts()).toHaveLength(0);
    void loadPaymentSdk('/sandbox/checkout.js').catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script defines no checkout', async () => {
    const loading = loadPaymentSdk('/sandbox/checkout.js');
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('Failed to load payment SDK. Please try again later.');
  });
});
