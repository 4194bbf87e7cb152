// Links built from the shop's and the seller's contact details (the contact page, the Seller
// information page, a product's consumer care).

/**
 * `tel:` link of a phone number as people write it ("+91 (20) 2444-1234"): the digits, and a
 * plus only where the number starts with one.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
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
