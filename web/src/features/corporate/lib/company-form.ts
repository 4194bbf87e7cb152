// The company that buys and is billed: its legal name, its GSTIN (optional: a company without one
// gets an ordinary invoice) and its billing address. The GSTIN and legal name checks are the
// checkout's business-invoice checks (src/features/checkout/lib/business-invoice.ts, copied here
// because features do not import each other), which follow the server's; the server stays the judge.
import { isGstin, normalizeGstin } from '@/lib/gstin';
import type { CorporateCompany } from './corporate-types';

export interface CompanyValues {
  legalName: string;
  gstin: string;
  name: string;
  mobile: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export type CompanyField = keyof CompanyValues;
export type CompanyErrors = Partial<Record<CompanyField, string>>;

export const COMPANY_FIELDS = ['legalName', 'gstin', 'name', 'mobile', 'street', 'city', 'state', 'zip', 'country'] as const satisfies readonly CompanyField[];
export const ADDRESS_PARTS = ['name', 'mobile', 'street', 'city', 'state', 'zip', 'country'] as const satisfies readonly CompanyField[];

export const COMPANY_LABELS: Record<CompanyField, string> = {
  legalName: 'Legal name',
  gstin: 'GSTIN',
  name: 'Contact name',
  mobile: 'Mobile number',
  street: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'PIN code',
  country: 'Country',
};

export const COMPANY_MESSAGES: Record<CompanyField, string> = {
  legalName: "Enter the company's legal name.",
  gstin: 'Enter a valid 15-character GSTIN, or leave it empty.',
  name: 'Please enter the name to bill to.',
  mobile: 'Please enter a mobile number.',
  street: 'Please enter the street address.',
  city: 'Please enter the city.',
  state: 'Please enter the state.',
  zip: 'Please enter the PIN code.',
  country: 'Please enter the country.',
};

export function emptyCompany(): CompanyValues {
  return { legalName: '', gstin: '', name: '', mobile: '', street: '', city: '', state: '', zip: '', country: 'India' };
}

const LEGAL_NAME_MIN = 2;
const LEGAL_NAME_MAX = 100;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A legal name of 2 to 100 characters after trimming, with no control characters. */
export function isLegalName(raw: string): boolean {
  const name = raw.trim();
  const count = [...name].length;
  return count >= LEGAL_NAME_MIN && count <= LEGAL_NAME_MAX && !CONTROL.test(name);
}

export function validateCompany(values: CompanyValues): CompanyErrors {
  const errors: CompanyErrors = {};
  if (!isLegalName(values.legalName)) errors.legalName = COMPANY_MESSAGES.legalName;
  if (values.gstin.trim() !== '' && !isGstin(values.gstin)) errors.gstin = COMPANY_MESSAGES.gstin;
  for (const field of ADDRESS_PARTS) {
    if (values[field].trim() === '') errors[field] = COMPANY_MESSAGES[field];
  }
  return errors;
}

/** What is sent: trimmed values, the GSTIN without spaces in upper case ('' when none). */
export function companyRequest(values: CompanyValues): CorporateCompany {
  return {
    legalName: values.legalName.trim(),
    gstin: normalizeGstin(values.gstin),
    billingAddress: {
      name: values.name.trim(),
      mobile: values.mobile.trim(),
      street: values.street.trim(),
      city: values.city.trim(),
      state: values.state.trim(),
      zip: values.zip.trim(),
      country: values.country.trim(),
    },
  };
}

/** The server's field errors (`company.legalName`, `company.billingAddress.street`, …) at the form's fields. */
export function serverCompanyErrors(errors: Record<string, string> | undefined): CompanyErrors {
  const found: CompanyErrors = {};
  if (!errors) return found;
  for (const field of COMPANY_FIELDS) {
    const key = (ADDRESS_PARTS as readonly string[]).includes(field) ? `company.billingAddress.${field}` : `company.${field}`;
    const message = errors[key];
    if (message) found[field] = message;
  }
  return found;
}
