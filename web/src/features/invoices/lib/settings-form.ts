// The invoice settings form: what the owner types, and the request it sends. The server checks
// the GSTIN (state code, PAN pattern, check character); here only what needs no rules.
import type { Schemas } from '@/lib/api/client';
import type { InvoiceSettings } from '../api/get-invoice-settings';

export type StateCode = Schemas['IndianState'];

export interface SettingsFormValues {
  legalName: string;
  gstin: string;
  address: string;
  state: StateCode;
  prefix: string;
}

export function settingsToForm(s: InvoiceSettings): SettingsFormValues {
  return { legalName: s.legalName, gstin: s.gstin ?? '', address: s.address, state: s.state, prefix: s.prefix };
}

/** Field errors found before sending (empty when the form can be sent). */
export function checkSettings(v: SettingsFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.legalName.trim()) errors.legalName = 'Please enter the legal name.';
  if (!v.address.trim()) errors.address = 'Please enter the address.';
  const gstin = v.gstin.replace(/\s+/g, '');
  if (gstin && gstin.length !== 15) errors.gstin = 'A GSTIN has 15 characters.';
  if (!/^[A-Za-z0-9]{1,3}$/.test(v.prefix.trim())) errors.prefix = "The prefix is 1 to 3 letters or digits, such as TK, so that invoice numbers stay within GST's 16 characters.";
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
  };
}
