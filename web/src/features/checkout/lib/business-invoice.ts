// A business invoice (issue 24): a buyer buying for a business gives its GSTIN and legal name, and
// the GST tax invoice then names the business, with its GSTIN (so it can claim the input tax
// credit); GST is charged by the GSTIN's state. The checks follow the server's (crates/domain
// tax.rs `Gstin::parse`, business.rs `BusinessBuyer::parse`), so the buyer learns of a typo
// before paying; the server stays the judge of it (its own state codes, say).
import { isGstin, normalizeGstin } from '@/lib/gstin';

export { GSTIN_LENGTH, gstinCheckChar, isGstin, normalizeGstin } from '@/lib/gstin';

/** What the order carries as `business` (the API's BusinessBuyerRequest). */
export interface BusinessRequest {
  gstin: string;
  legalName: string;
}

export const LEGAL_NAME_MIN = 2;
export const LEGAL_NAME_MAX = 100;

export interface BusinessValues {
  gstin: string;
  legalName: string;
}

export const BUSINESS_FIELDS = ['gstin', 'legalName'] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];
export type BusinessErrors = Partial<Record<BusinessField, string>>;

export const BUSINESS_MESSAGES = {
  gstin: 'Enter a valid 15-character GSTIN.',
  legalName: "Enter the business's legal name.",
} as const;

export function emptyBusiness(): BusinessValues {
  return { gstin: '', legalName: '' };
}


/** Characters as people count them, as the server counts them. */
function charCount(text: string): number {
  return [...text].length;
}

// Control characters (a pasted tab or bell), which the server refuses in a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A legal name of 2 to 100 characters after trimming, with no control characters. */
export function isLegalName(raw: string): boolean {
  const name = raw.trim();
  const count = charCount(name);
  return count >= LEGAL_NAME_MIN && count <= LEGAL_NAME_MAX && !CONTROL.test(name);
}

export function validateBusiness(values: BusinessValues): BusinessErrors {
  const errors: BusinessErrors = {};
  if (!isGstin(values.gstin)) errors.gstin = BUSINESS_MESSAGES.gstin;
  if (!isLegalName(values.legalName)) errors.legalName = BUSINESS_MESSAGES.legalName;
  return errors;
}

/** What is sent: the GSTIN without spaces in upper case, and the trimmed legal name. */
export function businessRequest(values: BusinessValues): BusinessRequest {
  return { gstin: normalizeGstin(values.gstin), legalName: values.legalName.trim() };
}

/** The server's field errors that belong to this card: `business.gstin` and `business.legalName` (or unprefixed). */
export function serverBusinessErrors(errors: Record<string, string> | undefined): BusinessErrors {
  const found: BusinessErrors = {};
  for (const field of BUSINESS_FIELDS) {
    const message = errors?.[`business.${field}`] ?? errors?.[field];
    if (message) found[field] = message;
  }
  return found;
}
