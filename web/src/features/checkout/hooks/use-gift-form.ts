// State of the "Send as a gift" card: whether the order is a gift, the fields, and their errors
// (the form's own checks on Pay, or the server's `gift.*` answers). The answer to "Is this a gift?"
// is remembered for the session, so the cart shows it when the buyer goes back.
import { useState } from 'react';
import { revealAndFocus } from '@/lib/focus-field';
import { rememberGift } from '@/lib/gift-choice';
import { usePinFill } from '@/lib/use-pin-fill';
import {
  emptyGift,
  GIFT_FIELDS,
  giftAddress,
  giftRequest,
  serverGiftErrors,
  validateGift,
  type GiftAddress,
  type GiftErrors,
  type GiftField,
  type GiftRequest,
  type GiftValues,
} from '../lib/gift-form';

/** Element ids of the fields (one checkout on a page), for focusing the first wrong one. */
export const GIFT_FIELD_IDS: Record<GiftField, string> = {
  recipientName: 'gift-recipient-name',
  recipientMobile: 'gift-recipient-mobile',
  street: 'gift-street',
  city: 'gift-city',
  state: 'gift-state',
  zip: 'gift-zip',
  message: 'gift-message',
  senderName: 'gift-sender-name',
};

/** A checked gift: what the order carries, and where it goes. */
export interface CheckedGift {
  gift: GiftRequest;
  address: GiftAddress;
}

function focusFirst(errors: GiftErrors) {
  const field = GIFT_FIELDS.find((name) => errors[name]);
  if (field) revealAndFocus(document.getElementById(GIFT_FIELD_IDS[field]));
}

/**
 * `senderName`: the card's "from", prefilled with the signed-in customer's name; `initialGift`: the
 * cart's answer, which opens the form.
 */
export function useGiftForm(senderName = '', initialGift = false) {
  const [isGift, setGift] = useState(initialGift);
  const [values, setValues] = useState<GiftValues>(() => emptyGift(senderName));
  const [errors, setErrors] = useState<GiftErrors>({});
  const fillFromPin = usePinFill();

  const setIsGift = (next: boolean) => {
    rememberGift(next);
    setGift(next);
  };

  const set = <K extends keyof GiftValues>(field: K, value: GiftValues[K]) => {
    const changed = { ...values, [field]: value };
    // The recipient's whole PIN code fills their city and state, unless the customer typed them.
    const next = field === 'zip' ? fillFromPin(changed, changed.zip) : changed;
    setValues(next);
    // A corrected (or filled) field loses its message.
    setErrors((current) => {
      const fixed = GIFT_FIELDS.filter((name) => name in current && (name === field || next[name] !== values[name]));
      if (fixed.length === 0) return current;
      const rest = { ...current };
      for (const name of fixed) delete rest[name];
      return rest;
    });
  };

  /**
   * The gift to send: null when the order is not a gift, undefined when a field needs fixing.
   * `whatsapp`: the shop sends WhatsApp messages, so the recipient may be told.
   */
  const check = (whatsapp = false): CheckedGift | null | undefined => {
    if (!isGift) return null;
    const found = validateGift(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return undefined;
    }
    return { gift: giftRequest(values, whatsapp), address: giftAddress(values) };
  };

  /** Shows the server's gift field errors; false when it sent none. */
  const showServerErrors = (server: Record<string, string> | undefined): boolean => {
    const found = serverGiftErrors(server);
    if (Object.keys(found).length === 0) return false;
    setErrors(found);
    focusFirst(found);
    return true;
  };

  return { isGift, setIsGift, values, set, errors, check, showServerErrors };
}

export type GiftForm = ReturnType<typeof useGiftForm>;
