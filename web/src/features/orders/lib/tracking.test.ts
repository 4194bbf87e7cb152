import { trackingIndex, trackingSteps } from './tracking';

const highlighted = (status: string) => trackingSteps(status)?.filter((step) => step.done).map((step) => step.label);
const current = (status: string) => trackingSteps(status)?.find((step) => step.current)?.label;

describe('order tracking bar', () => {
  it('has the four steps in order', () => {
    expect(trackingSteps('Pending')?.map((step) => step.label)).toEqual(['Order Placed', 'Confirmed', 'Shipped', 'Delivered']);
  });

  it('highlights the steps up to and including the current status', () => {
    expect(highlighted('Pending')).toEqual(['Order Placed']);
    expect(highlighted('Processing')).toEqual(['Order Placed', 'Confirmed']);
    expect(highlighted('Shipped')).toEqual(['Order Placed', 'Confirmed', 'Shipped']);
    expect(highlighted('Delivered')).toEqual(['Order Placed', 'Confirmed', 'Shipped', 'Delivered']);
  });

  it('marks exactly one current step', () => {
    expect(current('Pending')).toBe('Order Placed');
    expect(current('Processing')).toBe('Confirmed');
    expect(current('Shipped')).toBe('Shipped');
    expect(current('Delivered')).toBe('Delivered');
    expect(trackingSteps('Shipped')?.filter((step) => step.current)).toHaveLength(1);
  });

  it('has no bar for cancelled, refunded or unknown orders', () => {
    expect(trackingSteps('Cancelled')).toBeNull();
    expect(trackingSteps('Refunded')).toBeNull();
    expect(trackingSteps('Lost')).toBeNull();
    expect(trackingIndex('Refunded')).toBeNull();
  });
});
