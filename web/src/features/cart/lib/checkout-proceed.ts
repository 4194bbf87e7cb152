// "Proceed to checkout" (SPEC §4, §5 Proceed alerts): which alert, if any, stops the customer, and
// what checkout receives in navigation state.
import { hasBlankField, type GuestValues } from './guest-form-rules';

export const CART_EMPTY_ALERT = 'Your cart is empty.';
export const SELECT_ADDRESS_ALERT = 'Please select a delivery address from your saved addresses.';
export const FILL_GUEST_ALERT = 'Please fill out all guest details.';

export type ProceedInput =
  | { cartEmpty: boolean; mode: 'saved'; selectedAddressId: string | null }
  | { cartEmpty: boolean; mode: 'guest'; values: GuestValues };

/** The alert to show, or null when the customer may go on (a guest's email is checked by the form). */
export function proceedAlert(input: ProceedInput): string | null {
  if (input.cartEmpty) return CART_EMPTY_ALERT;
  if (input.mode === 'saved') return input.selectedAddressId ? null : SELECT_ADDRESS_ALERT;
  return hasBlankField(input.values) ? FILL_GUEST_ALERT : null;
}

/** The navigation state for /checkout: the address, and `gift: true` when the buyer said it is a gift. */
export function checkoutState<A>(address: A, gift: boolean): { address: A; gift?: true } {
  return gift ? { address, gift: true } : { address };
}
