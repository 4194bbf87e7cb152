// The PIN code the customer last checked on this device ("Delivering to 411001 · Change" on the
// home and product pages, issue 26), kept under STORAGE_KEYS.deliveryPincode. Any screen reads it
// here (the checkout prefills its PIN code with it) without importing the delivery feature.
import { useSyncExternalStore } from 'react';
import { readString, removeKey, STORAGE_KEYS, writeString } from './storage';

const listeners = new Set<() => void>();

/** The remembered PIN code (6 digits), or null when none (or something else) is stored. */
export function rememberedPin(): string | null {
  const stored = readString(STORAGE_KEYS.deliveryPincode);
  return stored !== null && /^[1-9][0-9]{5}$/.test(stored) ? stored : null;
}

/** Remembers `pin` (6 digits) on this device, or forgets it (null); tells every reader. */
export function rememberPin(pin: string | null): void {
  if (pin === null) removeKey(STORAGE_KEYS.deliveryPincode);
  else writeString(STORAGE_KEYS.deliveryPincode, pin);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab checked a PIN code.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.deliveryPincode) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered PIN code, kept current when it is checked again here or in another tab. */
export function useRememberedPin(): string | null {
  return useSyncExternalStore(subscribe, rememberedPin, () => null);
}
