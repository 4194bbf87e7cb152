import {
  EMPTY_GUEST,
  GUEST_FIELDS,
  INVALID_EMAIL,
  hasBlankField,
  serverFieldErrors,
  toGuestCheckoutRequest,
  trimGuest,
  validateGuest,
  type GuestValues,
} from './guest-form-rules';

const filled: GuestValues = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  mobile: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India',
};

describe('guest form validation', () => {
  it('accepts a complete form', () => {
    expect(validateGuest(filled)).toEqual({});
    expect(hasBlankField(filled)).toBe(false);
  });

  it('requires all eight fields with "Please enter your {field}."', () => {
    const blank = Object.fromEntries(GUEST_FIELDS.map((field) => [field, ''])) as GuestValues;
    expect(validateGuest(blank)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email.',
      mobile: 'Please enter your mobile.',
      street: 'Please enter your street.',
      city: 'Please enter your city.',
      state: 'Please enter your state.',
      zip: 'Please enter your zip.',
      country: 'Please enter your country.',
    });
  });

  it('treats spaces as blank', () => {
    const values = { ...filled, city: '   ', zip: '\t' };
    expect(validateGuest(values)).toEqual({ city: 'Please enter your city.', zip: 'Please enter your zip.' });
    expect(hasBlankField(values)).toBe(true);
  });

  it.each(['asha', 'asha@', '@example.com', 'asha@example', 'asha @example.com', 'a@b@c.com'])(
    'rejects %j as an email',
    (email) => {
      expect(validateGuest({ ...filled, email })).toEqual({ email: INVALID_EMAIL });
    },
  );

  it('accepts an email with spaces around it (they are trimmed)', () => {
    expect(validateGuest({ ...filled, email: '  asha@example.co.in ' })).toEqual({});
  });

  it('prefills India as the country and nothing else', () => {
    expect(EMPTY_GUEST.country).toBe('India');
    expect(hasBlankField(EMPTY_GUEST)).toBe(true);
  });

  it('trims every value and sends the guest name as the recipient', () => {
    const padded = Object.fromEntries(
      Object.entries(filled).map(([field, value]) => [field, `  ${value}  `]),
    ) as GuestValues;
    expect(trimGuest(padded)).toEqual(filled);
    expect(toGuestCheckoutRequest(padded)).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.com',
      address: {
        name: 'Asha Patil',
        mobile: '9876543210',
        street: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411001',
        country: 'India',
      },
    });
  });

  it('keeps only the server messages for fields of the form', () => {
    expect(serverFieldErrors({ zip: 'Please enter a valid 6-digit PIN code.', other: 'x' })).toEqual({
      zip: 'Please enter a valid 6-digit PIN code.',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
