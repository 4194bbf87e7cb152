// The business and invoice settings form: what the owner types, and the request it sends. The
// server checks the GSTIN (state code, PAN pattern, check character), the FSSAI number's state code,
// phones and emails; here only what needs no rules (lengths, and the grievance officer given in
// full or not at all).
import type { Schemas } from '@/lib/api/client';
import type { InvoiceSettings } from '../api/get-invoice-settings';

export type StateCode = Schemas['IndianState'];

export interface SettingsFormValues {
  legalName: string;
  gstin: string;
  address: string;
  state: StateCode;
  prefix: string;
  fssai: string;
  carePhone: string;
  careEmail: string;
  grievanceName: string;
  grievanceDesignation: string;
  grievancePhone: string;
  grievanceEmail: string;
}

/** The grievance officer's fields, named as the server names them (in its 400 `errors` too). */
const OFFICER_KEYS = ['grievanceName', 'grievanceDesignation', 'grievancePhone', 'grievanceEmail'] as const;

/** What a named grievance officer must have (the phone is optional). */
const OFFICER_REQUIRED = {
  grievanceName: "Please enter the grievance officer's name.",
  grievanceDesignation: "Please enter the grievance officer's designation.",
  grievanceEmail: "Please enter the grievance officer's email.",
} as const;

export function settingsToForm(s: InvoiceSettings): SettingsFormValues {
  return {
    legalName: s.legalName,
    gstin: s.gstin ?? '',
    address: s.address,
    state: s.state,
    prefix: s.prefix,
    fssai: s.fssai ?? '',
    carePhone: s.contacts.carePhone,
    careEmail: s.contacts.careEmail,
    grievanceName: s.contacts.grievanceName,
    grievanceDesignation: s.contacts.grievanceDesignation,
    grievancePhone: s.contacts.grievancePhone,
    grievanceEmail: s.contacts.grievanceEmail,
  };
}

/** The FSSAI number without the spaces and hyphens people type in it. */
function fssaiDigits(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/** Field errors found before sending (empty when the form can be sent). */
export function checkSettings(v: SettingsFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.legalName.trim()) errors.legalName = 'Please enter the legal name.';
  if (!v.address.trim()) errors.address = 'Please enter the address.';
  const gstin = v.gstin.replace(/\s+/g, '');
  if (gstin && gstin.length !== 15) errors.gstin = 'A GSTIN has 15 characters.';
  if (!/^[A-Za-z0-9]{1,3}$/.test(v.prefix.trim())) errors.prefix = "The prefix is 1 to 3 letters or digits, such as TK, so that invoice numbers stay within GST's 16 characters.";
  const fssai = fssaiDigits(v.fssai);
  if (fssai && !/^\d{14}$/.test(fssai)) errors.fssai = 'An FSSAI licence or registration number has 14 digits.';
  if (OFFICER_KEYS.some((key) => v[key].trim())) {
    for (const [key, message] of Object.entries(OFFICER_REQUIRED)) {
      if (!v[key as keyof typeof OFFICER_REQUIRED].trim()) errors[key] = message;
    }
  }
  return errors;
}

export function settingsRequest(v: SettingsFormValues): Schemas['InvoiceSettingsRequest'] {
  const gstin = v.gstin.replace(/\s+/g, '').toUpperCase();
  return {
    legalName: v.legalName.trim(),
    gstin: gstin || null,
    address: v.address.trim(),
    state: v.state,
    prefix: v.prefix.trim().toUpperCase(),
    // Blank clears the number; so do blank contacts.
    fssai: fssaiDigits(v.fssai),
    contacts: {
      carePhone: v.carePhone.trim(),
      careEmail: v.careEmail.trim(),
      grievanceName: v.grievanceName.trim(),
      grievanceDesignation: v.grievanceDesignation.trim(),
      grievancePhone: v.grievancePhone.trim(),
      grievanceEmail: v.grievanceEmail.trim(),
    },
  };
}
