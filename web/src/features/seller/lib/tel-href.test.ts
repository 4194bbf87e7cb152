import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('tel links', () => {
  it('keep the digits and a leading plus only', () => {
    expect(telHref('+91 (20) 2444-1234')).toBe('tel:+912024441234');
    expect(telHref('98220 12345')).toBe('tel:9822012345');
    expect(telHref('020-2444+1234')).toBe('tel:02024441234');
  });
});
