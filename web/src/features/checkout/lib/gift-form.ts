// The "Send as a gift" form (issue 11 part 3): recipient's name and mobile, a card message of at
// most 200 characters and "hide prices". The checks and messages are the server's own
// (crates/domain checkout.rs), so the customer learns them before paying.
import type { Schemas } from '@/lib/api/client';

export type GiftRequest = Schemas['GiftRequest'];

export const GIFT_MESSAGE_MAX = 200;
export const GIFT_NAME_MAX = 80;

export interface GiftValues {
  recipientName: string;
  recipientMobile: string;
  message: string;
  hidePrices: boolean;
}

export const GIFT_FIELDS = ['recipientName', 'recipientMobile', 'message'] as const;
export type GiftField = (typeof GIFT_FIELDS)[number];
export type GiftErrors = Partial<Record<GiftField, string>>;

export const EMPTY_GIFT: GiftValues = { recipientName: '', recipientMobile: '', message: '', hidePrices: false };

export const GIFT_MESSAGES = {
  nameRequired: "Please enter the recipient's name.",
  nameTooLong: `The recipient's name can have at most ${GIFT_NAME_MAX} characters.`,
  mobile: "Please enter the recipient's 10-digit mobile number.",
  messageTooLong: `The gift message can have at most ${GIFT_MESSAGE_MAX} characters.`,
} as const;

/** Characters as people count them (an emoji is one), as the server counts them. */
export function charCount(text: string): number {
  return [...text].length;
}

/** A 10-digit Indian mobile (first digit 6–9), optionally written with +91, 91 or 0, spaces or hyphens. */
export function isIndianMobile(raw: string): boolean {
  const cleaned = raw.trim().replace(/[ -]/g, '');
  let digits = cleaned;
  if (cleaned.startsWith('+91')) digits = cleaned.slice(3);
  else if (cleaned.length === 12 && cleaned.startsWith('91')) digits = cleaned.slice(2);
  else if (cleaned.length === 11 && cleaned.startsWith('0')) digits = cleaned.slice(1);
  return /^[6-9]\d{9}$/.test(digits);
}

export function validateGift(values: GiftValues): GiftErrors {
  const errors: GiftErrors = {};
  const name = values.recipientName.trim();
  if (!name) errors.recipientName = GIFT_MESSAGES.nameRequired;
  else if (charCount(name) > GIFT_NAME_MAX) errors.recipientName = GIFT_MESSAGES.nameTooLong;
  if (!isIndianMobile(values.recipientMobile)) errors.recipientMobile = GIFT_MESSAGES.mobile;
  if (charCount(values.message.trim()) > GIFT_MESSAGE_MAX) errors.message = GIFT_MESSAGES.messageTooLong;
  return errors;
}

/** What is sent: trimmed texts (the message keeps its line breaks inside). */
export function giftRequest(values: GiftValues): GiftRequest {
  return {
    recipientName: values.recipientName.trim(),
    recipientMobile: values.recipientMobile.trim(),
    message: values.message.trim(),
    hidePrices: values.hidePrices,
  };
}

/** The server's `gift.*` field errors, by field of this form. */
export function serverGiftErrors(errors: Record<string, string> | undefined): GiftErrors {
  const found: GiftErrors = {};
  for (const field of GIFT_FIELDS) {
    const message = errors?.[`gift.${field}`];
    if (message) found[field] = message;
  }
  return found;
}
