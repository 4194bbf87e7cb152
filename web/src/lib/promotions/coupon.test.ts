import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/lib/api/client';
import { clearCoupon, CouponError, normaliseCoupon, storeCoupon, storedCoupon, useStoredCoupon, withCouponProblem } from './coupon';

function answered(status: number, body: unknown) {
  return Promise.resolve({ error: body, response: new Response(JSON.stringify(body), { status }) });
}

describe('the applied coupon', () => {
  it('is kept upper case under tokri.coupon, and cleared', () => {
    expect(normaliseCoupon('  phone10 ')).toBe('PHONE10');
    storeCoupon(' phone10');
    expect(localStorage.getItem('tokri.coupon')).toBe('PHONE10');
    expect(storedCoupon()).toBe('PHONE10');
    clearCoupon();
    expect(localStorage.getItem('tokri.coupon')).toBeNull();
    expect(storedCoupon()).toBe('');
  });

  it('re-renders its readers when it changes', () => {
    const { result } = renderHook(() => useStoredCoupon());
    expect(result.current).toBe('');
    act(() => storeCoupon('MANGO10'));
    expect(result.current).toBe('MANGO10');
    act(() => clearCoupon());
    expect(result.current).toBe('');
  });

  it('turns an order refused for its coupon into a CouponError, and leaves other errors alone', async () => {
    const refused = await withCouponProblem(new ApiError(400, 'This coupon has expired.'), answered(400, { message: 'This coupon has expired.', code: 'coupon_expired' }));
    expect(refused).toBeInstanceOf(CouponError);
    expect(refused).toMatchObject({ status: 400, message: 'This coupon has expired.', code: 'coupon_expired' });

    const other = new ApiError(400, 'Cash on delivery is not available.');
    expect(await withCouponProblem(other, answered(400, { message: other.message, code: 'cod_unavailable' }))).toBe(other);
    const network = new ApiError(0, 'Payment or order processing failed.');
    const offline = Promise.reject(new Error('offline'));
    offline.catch(() => {});
    expect(await withCouponProblem(network, offline)).toBe(network);
  });
});
