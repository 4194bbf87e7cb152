// What a checkout needs from the delivery feature, without importing it (features never import
// each other): the route module composes the delivery section into the checkout screen, and the
// section reports the customer's choice through this shape.
import type { ComponentType } from 'react';

/** A delivery day (`YYYY-MM-DD`, IST) and slot, as `POST /api/orders` takes it. */
export interface DeliveryChoice {
  date: string;
  slotId: string;
}

/** What the delivery section tells the checkout. */
export interface DeliverySelection {
  /** The chosen day and slot; null when the shop offers no slots (or none is chosen yet). */
  choice: DeliveryChoice | null;
  /** The order can be placed: the address's PIN code is served and a slot is chosen when required. */
  ready: boolean;
  /** The extra delivery fee of the address's PIN code, rupees. */
  areaFee: number;
  /**
   * All that is missing is the customer's choice of slot (none is preselected unless remembered,
   * issue 26): Pay stays pressable, and pressing it asks for the slot at the slot.
   */
  needsSlot: boolean;
}

/** Before the section has answered: nothing may be paid yet. */
export const DELIVERY_PENDING: DeliverySelection = { choice: null, ready: false, areaFee: 0, needsSlot: false };

/**
 * Pay was pressed while the section was not ready (`seq` counts the presses): it shows what is
 * missing next to it and, when `focus`, brings it into view with the cursor in it (false when a
 * field higher on the page is wrong too and has the cursor).
 */
export interface DeliveryCheck {
  seq: number;
  focus: boolean;
}

/**
 * The delivery section a checkout shows for the address's PIN code `zip`. `forGift`: the PIN code
 * is the gift recipient's, typed on the checkout page itself. `check`: see DeliveryCheck.
 */
export type DeliverySection = ComponentType<{
  zip: string;
  forGift?: boolean;
  check?: DeliveryCheck;
  onChange: (selection: DeliverySelection) => void;
}>;

/** Prefix of every cached delivery answer (slots, PIN code checks): stale after a refused order. */
export const DELIVERY_QUERY_KEY = ['delivery'] as const;
