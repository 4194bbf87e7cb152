import { parseProductSort } from './product-sort';

describe('product sort', () => {
  it('reads unknown sort values as featured', () => {
    expect(parseProductSort('price-asc')).toBe('price-asc');
    expect(parseProductSort('name')).toBe('name');
    expect(parseProductSort('cheapest')).toBe('featured');
    expect(parseProductSort(null)).toBe('featured');
  });
});
