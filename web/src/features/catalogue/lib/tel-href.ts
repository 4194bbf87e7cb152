// A phone number as a tel: link (the product page's consumer care): only the digits and a leading
// +, since people type spaces, hyphens and brackets in them ("+91 (20) 2444-1234").
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}
