// A PIN code as typed: digits only (one space allowed, "411 001"), six of them, not starting with 0.

export const INVALID_PINCODE = 'Please enter a valid 6-digit PIN code.';

/** The 6 digits of a typed PIN code, or null when it is not one. */
export function parsePincode(raw: string): string | null {
  const digits = raw.trim().replace(/ /g, '');
  return /^[1-9][0-9]{5}$/.test(digits) ? digits : null;
}
