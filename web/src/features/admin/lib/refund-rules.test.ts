// The refund form's rules: the preview, what is left, and the body sent.
import { orderRefunds } from '../test/fixtures';
import { EMPTY_REFUND_FORM, canRefundSale, newRequestId, parseRupees, parseUnits, refundBody, refundPreview, saleLeft, totalLeft } from './refunds';

describe('refund rules', () => {
  it('makes request ids the server takes, new each time, without randomUUID too', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });

  it('reads amounts and units as typed', () => {
    expect(parseRupees('₹1,200.50')).toBe(1200.5);
    expect(parseRupees(' 99 ')).toBe(99);
    expect(parseRupees('0')).toBeNull();
    expect(parseRupees('1.234')).toBeNull();
    expect(parseRupees('-5')).toBeNull();
    expect(parseUnits('', 2)).toBe(0);
    expect(parseUnits('2', 2)).toBe(2);
    expect(parseUnits('3', 2)).toBeNull();
    expect(parseUnits('1.5', 2)).toBeNull();
  });

  it('keeps a payment due back whole out of what the sale has left', () => {
    const summary = orderRefunds({ paid: 3834, refunded: 100, excessDue: 1917 });
    expect(totalLeft(summary)).toBe(3734);
    expect(saleLeft(summary)).toBe(1817);
    expect(canRefundSale(orderRefunds({ paid: 1917, excessDue: 1917, lines: [] }))).toBe(false);
    expect(canRefundSale(orderRefunds({ paid: 0 }))).toBe(false);
    expect(canRefundSale(orderRefunds())).toBe(true);
  });

  it('previews the whole order, an amount, and units at their share of what is left', () => {
    const summary = orderRefunds({
      lines: [
        { line: 0, description: 'Alphonso Mango', qty: 3, qtyLeft: 3, amount: 1000, left: 1000 },
        { line: 1, description: 'Delivery charges', qty: 1, qtyLeft: 1, amount: 119, left: 119 },
      ],
      paid: 1119,
    });
    expect(refundPreview(EMPTY_REFUND_FORM, summary)).toBe(1119);
    expect(refundPreview({ ...EMPTY_REFUND_FORM, mode: 'amount', amount: '12.5' }, summary)).toBe(12.5);
    expect(refundPreview({ ...EMPTY_REFUND_FORM, mode: 'amount', amount: 'x' }, summary)).toBe(0);
    expect(refundPreview({ ...EMPTY_REFUND_FORM, mode: 'lines', qty: { 0: '1' } }, summary)).toBe(333.33);
    expect(refundPreview({ ...EMPTY_REFUND_FORM, mode: 'lines', qty: { 0: '3', 1: '1' } }, summary)).toBe(1119);
  });

  it('trims the reason and sends only lines with units', () => {
    const result = refundBody({ ...EMPTY_REFUND_FORM, mode: 'lines', qty: { 0: '0', 1: '1' }, reason: '  Late  ' }, orderRefunds(), 'req-12345');
    expect(result).toEqual({ body: { requestId: 'req-12345', reason: 'Late', mode: 'lines', lines: [{ line: 1, qty: 1 }] } });
    expect(refundBody({ ...EMPTY_REFUND_FORM, reason: ' ' }, orderRefunds(), 'req-12345')).toEqual({
      errors: { reason: 'Say why the money goes back.' },
    });
  });
});
