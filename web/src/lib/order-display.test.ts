import { itemName, itemSummary, lineSubtotal, orderNumberLabel, orderUserLabel, paymentMethodLabel, paymentNote, paymentStatusLabel } from './order-display';

const item = (name: string, qty: number, variantLabel = '') => ({
  productId: name,
  variantId: variantLabel ? `${name}-${variantLabel}` : `${name}-v`,
  variantLabel,
  name,
  qty,
  price: 10,
  discount: 0,
  category: 'Fruit',
  image: null,
});

describe('order display', () => {
  it("writes the order's short number with a hash: '#10482'", () => {
    expect(orderNumberLabel({ orderNumber: 10482 })).toBe('#10482');
  });

  it("shows the payment method or 'N/A'", () => {
    expect(paymentMethodLabel({ paymentInfo: null })).toBe('N/A');
    expect(paymentMethodLabel({ paymentInfo: { paymentId: 'p', provider: 'razorpay', method: null } })).toBe('N/A');
    expect(paymentMethodLabel({ paymentInfo: { paymentId: 'p', provider: 'razorpay', method: 'upi' } })).toBe('UPI');
    expect(paymentMethodLabel({ paymentInfo: { paymentId: 'p', provider: 'razorpay', method: 'emi' } })).toBe('emi');
  });

  it("shows 'Paid' when payment info exists, else 'N/A'", () => {
    expect(paymentStatusLabel({ paymentInfo: { paymentId: 'p', provider: 'sandbox' } })).toBe('Paid');
    expect(paymentStatusLabel({ paymentInfo: null })).toBe('N/A');
    expect(paymentStatusLabel({})).toBe('N/A');
  });

  it("shows a cash order as 'Cash on delivery', 'COD due' until the cash is recorded", () => {
    const due = { paymentMethod: 'cod', paymentStatus: 'cod_due', paymentInfo: null, status: 'Pending' } as const;
    expect(paymentMethodLabel(due)).toBe('Cash on delivery');
    expect(paymentStatusLabel(due)).toBe('COD due');
    expect(paymentNote(due)).toBe('Cash on delivery · COD due');
    const paid = {
      paymentMethod: 'cod',
      paymentStatus: 'paid',
      status: 'Processing',
      paymentInfo: { paymentId: 'cash_1', provider: 'cod', method: 'cash' },
    } as const;
    expect(paymentMethodLabel(paid)).toBe('Cash on delivery');
    expect(paymentStatusLabel(paid)).toBe('Paid');
    expect(paymentNote(paid)).toBe('Cash on delivery · Paid');
  });

  it('notes an online order still waiting for its payment', () => {
    expect(paymentNote({ paymentMethod: 'online', paymentStatus: 'unpaid', paymentInfo: null, status: 'Pending' })).toBe('Awaiting payment.');
    expect(paymentNote({ paymentMethod: 'online', paymentStatus: 'paid', paymentInfo: null, status: 'Processing' })).toBeNull();
  });

  it('summarises the items', () => {
    expect(itemSummary([])).toBe('No items');
    expect(itemSummary([item('Kiwi', 2)])).toBe('Kiwi × 2');
    expect(itemSummary([item('Kiwi', 2), item('Mango', 1), item('Apple', 3), item('Fig', 1)])).toBe(
      'Kiwi × 2, Mango × 1 and 2 more',
    );
  });

  it("names an item with its variant's label when it has one", () => {
    expect(itemName(item('Alphonso Mangoes', 1, '12 pieces'))).toBe('Alphonso Mangoes · 12 pieces');
    expect(itemName(item('Kiwi', 1))).toBe('Kiwi');
    expect(itemName({ name: 'Kiwi' })).toBe('Kiwi');
    expect(itemSummary([item('Alphonso Mangoes', 2, '6 pieces'), item('Alphonso Mangoes', 1, '12 pieces'), item('Kiwi', 1)])).toBe(
      'Alphonso Mangoes · 6 pieces × 2, Alphonso Mangoes · 12 pieces × 1 and 1 more',
    );
  });

  it('multiplies line subtotals without float drift', () => {
    expect(lineSubtotal(0.1, 3)).toBe(0.3);
    expect(lineSubtotal(149.5, 3)).toBe(448.5);
  });

  it('shows the buyer by name, else email, else Unknown', () => {
    expect(orderUserLabel({ name: 'Asha', email: 'a@x.in' })).toBe('Asha');
    expect(orderUserLabel({ name: ' ', email: 'a@x.in' })).toBe('a@x.in');
    expect(orderUserLabel({ name: '', email: '' })).toBe('Unknown');
  });
});
