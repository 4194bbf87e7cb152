import { formatDate, formatDateTime, formatDeliveryDay, formatDeliverySlot, shortOrderId } from './date';
import { formatMoney, formatPrice } from './money';

describe('money', () => {
  it('shows prices in rupees, with paise only when there are some', () => {
    expect(formatPrice(899)).toBe('₹899');
    expect(formatPrice(149.5)).toBe('₹149.50');
    expect(formatPrice(4999)).toBe('₹4,999');
  });

  it('shows amounts with two decimals and Indian grouping', () => {
    expect(formatMoney(2118)).toBe('₹2,118.00');
    expect(formatMoney(123456.5)).toBe('₹1,23,456.50');
  });
});

describe('dates in Asia/Kolkata', () => {
  it('formats order dates as MMM D, YYYY h:mm A', () => {
    expect(formatDateTime('2026-11-22T20:00:00Z')).toBe('Nov 23, 2026 1:30 AM');
  });

  it('formats calendar dates as MMMM D, YYYY', () => {
    expect(formatDate('2026-01-31T19:00:00Z')).toBe('February 1, 2026');
  });

  it('shows delivery days and slots as Fri, Nov 27, 7–11', () => {
    expect(formatDeliveryDay('2026-11-27')).toBe('Fri, Nov 27');
    expect(formatDeliverySlot({ date: '2027-01-01', label: '17–21' })).toBe('Fri, Jan 1, 17–21');
  });

  it('shows an order id by its first 8 characters', () => {
    expect(shortOrderId('3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b')).toBe('3f2a9c1e');
  });
});
