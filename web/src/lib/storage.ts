// Every browser-storage key of the app (SPEC §3 "Browser-stored values") and safe access to them.
// Storage can be unavailable (private mode, quota) or hold corrupt JSON: reads fall back, writes are best effort.

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cart: 'cart',
  favourites: 'favourites',
  selectedAddressId: 'selectedAddressId',
  theme: 'theme',
  notifications: 'notifications',
  /** The last PIN code checked on a product page ("Check delivery"). */
  deliveryPincode: 'deliveryPincode',
  /** The saved address the last order placed on this device went to (preselected in the cart). */
  lastAddressId: 'lastAddressId',
  /** The delivery slot id of the last order placed on this device (preselected at checkout). */
  lastSlotId: 'lastSlotId',
  /** The coupon code the customer applied (issue 21): kept from cart to checkout, cleared once ordered. */
  coupon: 'tokri.coupon',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the value lives in memory only.
  }
}

export function removeKey(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/**
 * Reads JSON under `key`. Returns `fallback` when it is missing, not JSON, or rejected by `accept`.
 */
export function readJson<T>(key: StorageKey, fallback: T, accept: (value: unknown) => value is T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
