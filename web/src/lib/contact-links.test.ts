import { mapHref, telHref, whatsappHref } from './contact-links';

describe('contact links', () => {
  it('dials the number without spaces', () => {
    expect(telHref('+91 98220 12345')).toBe('tel:+919822012345');
    expect(telHref('020-2426 1234')).toBe('tel:02024261234');
  });

  it('keeps the digits and a leading plus only', () => {
    expect(telHref('+91 (20) 2444-1234')).toBe('tel:+912024441234');
    expect(telHref('98220 12345')).toBe('tel:9822012345');
    expect(telHref('020-2444+1234')).toBe('tel:02024441234');
  });

  it('offers WhatsApp for Indian mobiles only', () => {
    expect(whatsappHref('+91 98220 12345')).toBe('https://wa.me/919822012345');
    expect(whatsappHref('09822012345')).toBe('https://wa.me/919822012345');
    expect(whatsappHref('9822012345')).toBe('https://wa.me/919822012345');
    expect(whatsappHref('020 2426 1234')).toBeNull();
    expect(whatsappHref('+91 12345 67890')).toBeNull();
  });

  it('searches the map for the address', () => {
    expect(mapHref('Shop 4, Market Yard, Pune 411037')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Shop%204%2C%20Market%20Yard%2C%20Pune%20411037',
    );
  });
});
