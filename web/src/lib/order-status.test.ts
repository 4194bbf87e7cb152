import { describe, expect, it } from 'vitest';
import { isOrderStatus, statusBadgeClasses, statusColour, STATUS_COLOURS } from './order-status';

describe('order status colours', () => {
  it('gives each status its colour', () => {
    expect(STATUS_COLOURS).toEqual({
      Pending: 'yellow',
      Processing: 'blue',
      Shipped: 'indigo',
      Delivered: 'green',
      Cancelled: 'red',
      Refunded: 'grey',
    });
    expect(statusColour('Mystery')).toBe('grey');
    expect(statusBadgeClasses('Shipped')).toContain('bg-indigo-100');
    expect(statusBadgeClasses('Cancelled')).toContain('bg-red-100');
    expect(isOrderStatus('Delivered')).toBe(true);
    expect(isOrderStatus('delivered')).toBe(false);
  });
});
