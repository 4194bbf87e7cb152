import { CART_EMPTY_ALERT, checkoutState, FILL_GUEST_ALERT, proceedAlert, SELECT_ADDRESS_ALERT } from './checkout-proceed';
import { EMPTY_GUEST, type GuestValues } from './guest-form-rules';

const guest: GuestValues = {
  name: 'Asha',
  email: 'asha@example.com',
  mobile: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India',
};

describe('proceed to checkout alerts', () => {
  it('has the exact texts of the spec', () => {
    expect(CART_EMPTY_ALERT).toBe('Your cart is empty.');
    expect(SELECT_ADDRESS_ALERT).toBe('Please select a delivery address from your saved addresses.');
    expect(FILL_GUEST_ALERT).toBe('Please fill out all guest details.');
  });

  it('stops an empty cart first, whatever the address', () => {
    expect(proceedAlert({ cartEmpty: true, mode: 'saved', selectedAddressId: 'a1' })).toBe(CART_EMPTY_ALERT);
    expect(proceedAlert({ cartEmpty: true, mode: 'guest', values: guest })).toBe(CART_EMPTY_ALERT);
  });

  it('asks a signed-in customer to pick a saved address', () => {
    expect(proceedAlert({ cartEmpty: false, mode: 'saved', selectedAddressId: null })).toBe(SELECT_ADDRESS_ALERT);
    expect(proceedAlert({ cartEmpty: false, mode: 'saved', selectedAddressId: 'a1' })).toBeNull();
  });

  it('asks a guest to fill out every field', () => {
    expect(proceedAlert({ cartEmpty: false, mode: 'guest', values: EMPTY_GUEST })).toBe(FILL_GUEST_ALERT);
    expect(proceedAlert({ cartEmpty: false, mode: 'guest', values: { ...guest, state: '  ' } })).toBe(FILL_GUEST_ALERT);
    expect(proceedAlert({ cartEmpty: false, mode: 'guest', values: guest })).toBeNull();
  });

  it('leaves a malformed email to the form message', () => {
    expect(proceedAlert({ cartEmpty: false, mode: 'guest', values: { ...guest, email: 'nope' } })).toBeNull();
  });
});

describe('checkoutState', () => {
  it('adds gift: true only for a gift', () => {
    expect(checkoutState({ zip: '411001' }, false)).toEqual({ address: { zip: '411001' } });
    expect(checkoutState({ zip: '411001' }, true)).toEqual({ address: { zip: '411001' }, gift: true });
  });
});
