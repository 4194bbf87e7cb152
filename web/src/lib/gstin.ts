// A GSTIN as the server checks it (crates/domain tax.rs `Gstin::parse`): the checkout's business
// invoice and the corporate order's company both ask for one, so a typo is caught before paying;
// the server stays the judge of it (its own list of state codes, say).

export const GSTIN_LENGTH = 15;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * State code (01–38, or 97 for other territory), PAN (five letters, four digits, a letter), the
 * registration number (1–9 or A–Z), Z, and the check character.
 */
const GSTIN_PATTERN = /^(0[1-9]|[12]\d|3[0-8]|97)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A GSTIN as the server reads it: without spaces, in upper case. */
export function normalizeGstin(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase();
}

/**
 * The check character of a GSTIN's first 14 characters (upper case): each character's base-36
 * value times 1 and 2 in turn, the product's base-36 digits (quotient and remainder by 36) summed,
 * and the character that brings the sum to a multiple of 36. Null for a character outside 0–9, A–Z.
 */
export function gstinCheckChar(first14: string): string | null {
  let sum = 0;
  for (let i = 0; i < first14.length; i += 1) {
    const value = BASE36.indexOf(first14[i]!);
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN of the right form whose last character checks out (spaces ignored, any case). */
export function isGstin(raw: string): boolean {
  const gstin = normalizeGstin(raw);
  return gstin.length === GSTIN_LENGTH && GSTIN_PATTERN.test(gstin) && gstinCheckChar(gstin.slice(0, 14)) === gstin[14];
}
