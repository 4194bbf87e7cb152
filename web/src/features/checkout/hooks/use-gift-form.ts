// State of the "Send as a gift" card: whether the order is a gift, the fields, and their errors
// (the form's own checks on Pay, or the server's `gift.*` answers).
import { useState } from 'react';
import {
  EMPTY_GIFT,
  GIFT_FIELDS,
  giftRequest,
  serverGiftErrors,
  validateGift,
  type GiftErrors,
  type GiftField,
  type GiftRequest,
  type GiftValues,
} from '../lib/gift-form';

/** Element ids of the fields (one checkout on a page), for focusing the first wrong one. */
export const GIFT_FIELD_IDS: Record<GiftField, string> = {
  recipientName: 'gift-recipient-name',
  recipientMobile: 'gift-recipient-mobile',
  message: 'gift-message',
};

function focusFirst(errors: GiftErrors) {
  const field = GIFT_FIELDS.find((name) => errors[name]);
  if (field) document.getElementById(GIFT_FIELD_IDS[field])?.focus();
}

export function useGiftForm() {
  const [isGift, setIsGift] = useState(false);
  const [values, setValues] = useState<GiftValues>(EMPTY_GIFT);
  const [errors, setErrors] = useState<GiftErrors>({});

  const set = <K extends keyof GiftValues>(field: K, value: GiftValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field as GiftField];
      return rest;
    });
  };

  /** The gift to send: null when the order is not a gift, undefined when a field needs fixing. */
  const check = (): GiftRequest | null | undefined => {
    if (!isGift) return null;
    const found = validateGift(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return undefined;
    }
    return giftRequest(values);
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
