// The "Send as a gift" form (issues 11 and 26): the recipient's name, mobile and address (where
// the gift goes), a card message of at most 200 characters, who it is from, and "hide prices"
// (on by default for a gift), and — when the shop sends WhatsApp messages — whether to tell the
// recipient on the delivery day that a gift is on its way (off by default). The checks and messages are the server's own (crates/domain
// checkout.rs and validate.rs), so the customer learns them before paying. The buyer's own
// address, chosen in the cart, is billed.
import type { Schemas } from '@/lib/api/client';

export type GiftRequest = Schemas['GiftRequest'];
export type GiftAddress = Schemas['ShippingAddress'];

export const GIFT_MESSAGE_MAX = 200;
export const GIFT_NAME_MAX = 80;

export interface GiftValues {
  recipientName: string;
  recipientMobile: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  message: string;
  senderName: string;
  hidePrices: boolean;
  /** Tell the recipient on WhatsApp on the delivery day (offered only when the shop has WhatsApp). */
  notifyRecipient: boolean;
}

export const GIFT_FIELDS = ['recipientName', 'recipientMobile', 'street', 'city', 'state', 'zip', 'message', 'senderName'] as const;
export type GiftField = (typeof GIFT_FIELDS)[number];
export type GiftErrors = Partial<Record<GiftField, string>>;

/** A new gift: from the signed-in customer, with prices left off the packing slip. */
export function emptyGift(senderName = ''): GiftValues {
  return { recipientName: '', recipientMobile: '', street: '', city: '', state: '', zip: '', message: '', senderName, hidePrices: true, notifyRecipient: false };
}

export const GIFT_MESSAGES = {
  nameRequired: "Please enter the recipient's name.",
  nameTooLong: `The recipient's name can have at most ${GIFT_NAME_MAX} characters.`,
  mobile: "Please enter the recipient's 10-digit mobile number.",
  street: "Please enter the recipient's street.",
  city: "Please enter the recipient's city.",
  state: "Please enter the recipient's state.",
  zip: 'Please enter a valid 6-digit PIN code.',
  messageTooLong: `The gift message can have at most ${GIFT_MESSAGE_MAX} characters.`,
  senderTooLong: `The sender's name can have at most ${GIFT_NAME_MAX} characters.`,
} as const;

/** A 6-digit Indian PIN code (the first digit is never 0). */
export function isPinCode(raw: string): boolean {
  return /^[1-9]\d{5}$/.test(raw.trim().replace(/\s/g, ''));
}

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
  if (!values.street.trim()) errors.street = GIFT_MESSAGES.street;
  if (!values.city.trim()) errors.city = GIFT_MESSAGES.city;
  if (!values.state.trim()) errors.state = GIFT_MESSAGES.state;
  if (!isPinCode(values.zip)) errors.zip = GIFT_MESSAGES.zip;
  if (charCount(values.message.trim()) > GIFT_MESSAGE_MAX) errors.message = GIFT_MESSAGES.messageTooLong;
  if (charCount(values.senderName.trim()) > GIFT_NAME_MAX) errors.senderName = GIFT_MESSAGES.senderTooLong;
  return errors;
}

/**
 * What is sent: trimmed texts (the message keeps its line breaks inside), and whether to tell the
 * recipient on WhatsApp when the shop offered it (`whatsapp`).
 */
export function giftRequest(values: GiftValues, whatsapp = false): GiftRequest {
  return {
    recipientName: values.recipientName.trim(),
    recipientMobile: values.recipientMobile.trim(),
    message: values.message.trim(),
    senderName: values.senderName.trim(),
    hidePrices: values.hidePrices,
    ...(whatsapp ? { notifyRecipient: values.notifyRecipient } : {}),
  };
}

/** Where the gift goes: the order's shipping address (the buyer's own is billed). */
export function giftAddress(values: GiftValues): GiftAddress {
  return {
    name: values.recipientName.trim(),
    mobile: values.recipientMobile.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip.trim(),
    country: 'India',
  };
}

/** The shipping address's fields the server can refuse, as fields of this form. */
const SHIPPING_FIELDS = { name: 'recipientName', mobile: 'recipientMobile', street: 'street', city: 'city', state: 'state', zip: 'zip' } as const;

/**
 * The server's field errors that belong to this form: `gift.*`, and for a gift the shipping
 * address's (which is the recipient's).
 */
export function serverGiftErrors(errors: Record<string, string> | undefined): GiftErrors {
  const found: GiftErrors = {};
  for (const field of GIFT_FIELDS) {
    const message = errors?.[`gift.${field}`];
    if (message) found[field] = message;
  }
  for (const [server, field] of Object.entries(SHIPPING_FIELDS)) {
    const message = errors?.[server];
    if (message && !found[field]) found[field] = message;
  }
  return found;
}
