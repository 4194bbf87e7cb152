// The coupon code the customer applied (issue 21), kept in the browser under `tokri.coupon` so it
// goes from the cart to checkout and survives a reload; every screen reading it re-renders when it
// changes. It is sent with each quote and with the order, and cleared once the order is placed.
import { useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api/client';
import { readString, removeKey, STORAGE_KEYS, writeString } from '@/lib/storage';

/** The longest code the shop makes (3–20 letters, digits, - or _). */
export const COUPON_MAX_LENGTH = 20;

const listeners = new Set<() => void>();

function notify() {
  for (const listener of [...listeners]) listener();
}

/** A code as the shop knows it: no spaces around, upper case ("phone10 " → "PHONE10"). */
export function normaliseCoupon(code: string): string {
  return code.trim().toUpperCase();
}

/** The applied code, or "" when none. */
export function storedCoupon(): string {
  return normaliseCoupon(readString(STORAGE_KEYS.coupon) ?? '').slice(0, COUPON_MAX_LENGTH);
}

/** Keeps `code` as the applied coupon ("" removes it). */
export function storeCoupon(code: string): void {
  const normal = normaliseCoupon(code);
  if (normal) writeString(STORAGE_KEYS.coupon, normal);
  else removeKey(STORAGE_KEYS.coupon);
  notify();
}

export function clearCoupon(): void {
  storeCoupon('');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab applying or removing a coupon.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.coupon || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The applied coupon code ("" for none), kept current. */
export function useStoredCoupon(): string {
  return useSyncExternalStore(subscribe, storedCoupon, () => '');
}

/**
 * An order refused because of its coupon: POST /api/orders answered 400 with a `code` starting
 * `coupon_` (`coupon_expired`, `coupon_used_up`, …). Its message is the server's.
 */
export class CouponError extends ApiError {
  readonly code: string;

  constructor(status: number, message: string, code: string) {
    super(status, message);
    this.name = 'CouponError';
    this.code = code;
  }
}

interface SettledCall {
  error?: unknown;
  response: Response;
}

/**
 * `error` (thrown by `unwrap` for `call`) as a CouponError when the answer's `code` names a
 * coupon problem; otherwise `error` itself. `unwrap` keeps only the message and field errors.
 */
export async function withCouponProblem(error: unknown, call: Promise<SettledCall>): Promise<unknown> {
  if (!(error instanceof ApiError) || error.status === 0) return error;
  try {
    const body = (await call).error;
    const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && code.startsWith('coupon_')) return new CouponError(error.status, error.message, code);
  } catch {
    // The call failed outright: `error` already says so.
  }
  return error;
}
