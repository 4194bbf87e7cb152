// The guest form (SPEC §5 Guest form): eight required, non-blank fields, an email that looks like
// one, values trimmed on submit.
import type { GuestCheckoutRequest } from '../api/guest-checkout';

export const GUEST_FIELDS = ['name', 'email', 'mobile', 'street', 'city', 'state', 'zip', 'country'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestValues = Record<GuestField, string>;
export type GuestErrors = Partial<Record<GuestField, string>>;

export const INVALID_EMAIL = 'Please enter a valid email.';

/** 'Please enter your {field}.' */
export function requiredMessage(field: GuestField): string {
  return `Please enter your ${field}.`;
}

export const EMPTY_GUEST: GuestValues = {
  name: '',
  email: '',
  mobile: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'India',
};

// Something@something.tld, with no spaces: the shape of an address, not a deliverability check.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export function trimGuest(values: GuestValues): GuestValues {
  return Object.fromEntries(GUEST_FIELDS.map((field) => [field, values[field].trim()])) as GuestValues;
}

/** True when any of the eight fields is empty or only spaces. */
export function hasBlankField(values: GuestValues): boolean {
  return GUEST_FIELDS.some((field) => values[field].trim() === '');
}

/** One message per invalid field, in form order. */
export function validateGuest(values: GuestValues): GuestErrors {
  const errors: GuestErrors = {};
  for (const field of GUEST_FIELDS) {
    const value = values[field].trim();
    if (value === '') errors[field] = requiredMessage(field);
    else if (field === 'email' && !isEmail(value)) errors[field] = INVALID_EMAIL;
  }
  return errors;
}

/** The guest-checkout payload: the guest's name is also the recipient's. */
export function toGuestCheckoutRequest(values: GuestValues): GuestCheckoutRequest {
  const v = trimGuest(values);
  return {
    name: v.name,
    email: v.email,
    address: {
      name: v.name,
      mobile: v.mobile,
      street: v.street,
      city: v.city,
      state: v.state,
      zip: v.zip,
      country: v.country,
    },
  };
}

/** Keeps the server's per-field messages for the fields of this form. */
export function serverFieldErrors(errors: Record<string, string> | undefined): GuestErrors {
  if (!errors) return {};
  const out: GuestErrors = {};
  for (const field of GUEST_FIELDS) {
    const message = errors[field];
    if (typeof message === 'string' && message) out[field] = message;
  }
  return out;
}
