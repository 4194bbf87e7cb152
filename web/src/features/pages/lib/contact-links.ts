// Links built from the shop's contact details.

/** `tel:` link of a phone number as people write it ("+91 98220 12345"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * WhatsApp chat link for an Indian mobile number (10 digits starting 6–9, with or without +91/0),
 * or null for a landline or anything else.
 */
export function whatsappHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? `https://wa.me/91${digits}` : null;
}

/** A map search for a postal address. */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
