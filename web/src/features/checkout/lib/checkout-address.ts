// The delivery address arrives in navigation state from the cart (SPEC §2 Checkout), with
// `gift: true` when the buyer answered "Is this a gift?" with yes there.
import type { Schemas } from '@/lib/api/client';

export type ShippingAddress = Schemas['ShippingAddress'];

const FIELDS = ['name', 'mobile', 'street', 'city', 'state', 'zip', 'country'] as const;

/** The address in `state.address`, or null when there is none or it is malformed. */
export function addressFromState(state: unknown): ShippingAddress | null {
  if (!state || typeof state !== 'object') return null;
  const address = (state as { address?: unknown }).address;
  if (!address || typeof address !== 'object') return null;
  const record = address as Record<string, unknown>;
  if (!FIELDS.every((field) => typeof record[field] === 'string')) return null;
  const text = (field: (typeof FIELDS)[number]) => record[field] as string;
  return {
    name: text('name'),
    mobile: text('mobile'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    country: text('country'),
  };
}

/** Whether the cart said the order is a gift (`state.gift === true`). */
export function giftFromState(state: unknown): boolean {
  return !!state && typeof state === 'object' && (state as { gift?: unknown }).gift === true;
}
