// How the guest form shows its eight fields (issue 26): the PIN code before the street, city and
// state it fills, and each field's autofill, keyboard and Enter key.
import type { HTMLAttributes } from 'react';
import type { GuestField } from './guest-form-rules';

export interface GuestFieldSpec {
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  enterKeyHint: HTMLAttributes<HTMLInputElement>['enterKeyHint'];
  autoCapitalize?: string;
  hint?: string;
  wide?: boolean;
}

/** The fields as the form shows them (the spec's eight, the PIN code before the address it fills). */
export const GUEST_FORM_ORDER = ['name', 'email', 'mobile', 'zip', 'street', 'city', 'state', 'country'] as const satisfies readonly GuestField[];

export const GUEST_FIELD_SPECS: Record<GuestField, GuestFieldSpec> = {
  name: { label: 'Full name', autoComplete: 'name', autoCapitalize: 'words', enterKeyHint: 'next' },
  email: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email', enterKeyHint: 'next' },
  mobile: { label: 'Mobile', type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', enterKeyHint: 'next' },
  zip: {
    label: 'Zip (PIN code)',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    enterKeyHint: 'next',
    hint: 'Fills in the city and state.',
  },
  street: { label: 'Street (house, street, area)', autoComplete: 'street-address', enterKeyHint: 'next', wide: true },
  city: { label: 'City', autoComplete: 'address-level2', enterKeyHint: 'next' },
  state: { label: 'State', autoComplete: 'address-level1', enterKeyHint: 'next' },
  country: { label: 'Country', autoComplete: 'country-name', enterKeyHint: 'go' },
};
