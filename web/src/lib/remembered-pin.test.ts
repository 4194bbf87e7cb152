import { act, renderHook } from '@testing-library/react';
import { rememberedPin, rememberPin, useRememberedPin } from './remembered-pin';

describe('the remembered PIN code', () => {
  it.each([
    ['411001', '411001'],
    ['011001', null],
    ['4110', null],
    ['not a pin', null],
  ])('reads %j as %j', (stored, expected) => {
    localStorage.setItem('deliveryPincode', stored);
    expect(rememberedPin()).toBe(expected);
  });

  it('is null when nothing is stored, and readers follow a new check', () => {
    const { result } = renderHook(() => useRememberedPin());
    expect(result.current).toBeNull();
    act(() => rememberPin('560001'));
    expect(result.current).toBe('560001');
    expect(localStorage.getItem('deliveryPincode')).toBe('560001');
    act(() => rememberPin(null));
    expect(result.current).toBeNull();
  });
});
