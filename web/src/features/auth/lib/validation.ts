// Client-side checks of the sign-in forms (SPEC §5): required fields, the email format of
// <input type="email">, and the password rules of signup and reset.
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const RESET_LINK_INVALID = 'Invalid or missing reset link. Please try the "Forgot Password" process again.';
export const RESET_LINK_MISSING = 'Reset link is missing or invalid.';
export const ENTER_VALID_EMAIL = 'Please enter a valid email.';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// The "valid email address" of the HTML standard: what <input type="email"> accepts.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

function required(value: string, field: string): string | undefined {
  return value.trim() === '' ? `Please enter your ${field}.` : undefined;
}

function email(value: string): string | undefined {
  return required(value, 'email') ?? (isEmail(value) ? undefined : ENTER_VALID_EMAIL);
}

function newPassword(value: string): string | undefined {
  return value.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : undefined;
}

/** Drops the fields without an error, so an empty object means "valid". */
function only<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<K>;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

export function validateLogin(values: { email: string; password: string }) {
  return only({ email: email(values.email), password: required(values.password, 'password') });
}

export function validateSignup(values: { name: string; email: string; password: string }) {
  return only({
    name: required(values.name, 'name'),
    email: email(values.email),
    password: required(values.password, 'password') ?? newPassword(values.password),
  });
}

export function validateForgotPassword(values: { email: string }) {
  return only({ email: email(values.email) });
}

export function validateResetPassword(values: { password: string; confirm: string }) {
  return only({
    password: newPassword(values.password),
    confirm: values.password !== values.confirm ? PASSWORDS_DO_NOT_MATCH : undefined,
  });
}
