// The address form's fields and checks (SPEC §5 Address form): all seven are required, and values
// are trimmed before they are checked and sent. Mobile and PIN formats are checked by the server,
// whose per-field errors show under the fields.
import type { Address } from '@/lib/queries/addresses';

/** The form's values: a saved address without its id (sent as the schema's `AddressRequest`). */
export type AddressValues = Omit<Address, '_id'>;
export type AddressField = keyof AddressValues;
export const ADDRESS_FIELDS = ['name', 'mobile', 'street', 'city', 'state', 'zip', 'country'] as const satisfies readonly AddressField[];
export type AddressErrors = Partial<Record<AddressField, string>>;
/** The fields as the form shows them: the PIN code before the address it fills (issue 26). */
export const ADDRESS_FORM_ORDER = ['name', 'mobile', 'zip', 'street', 'city', 'state', 'country'] as const satisfies readonly AddressField[];

export const ADDRESS_LABELS: Record<AddressField, string> = {
  name: 'Full name',
  mobile: 'Mobile number',
  street: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'PIN code',
  country: 'Country',
};

const REQUIRED: Record<AddressField, string> = {
  name: 'Please enter your name.',
  mobile: 'Please enter your mobile number.',
  street: 'Please enter your street address.',
  city: 'Please enter your city.',
  state: 'Please enter your state.',
  zip: 'Please enter your PIN code.',
  country: 'Please enter your country.',
};

export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  mobile: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'India',
};

export function addressValues(address: Address): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field]])) as AddressValues;
}

export function trimAddress(values: AddressValues): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field].trim()])) as AddressValues;
}

/** Errors of the (trimmed) values: a message for every blank field. */
export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    if (values[field].trim() === '') errors[field] = REQUIRED[field];
  }
  return errors;
}

/** The server's per-field errors, for the fields this form has. */
export function serverAddressErrors(errors: Record<string, string> | undefined): AddressErrors {
  const found: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const message = errors?.[field];
    if (message) found[field] = message;
  }
  return found;
}
