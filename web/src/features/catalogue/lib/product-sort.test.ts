import { parseProductSort, sortProducts } from './product-sort';

const items = [
  { product: { name: 'Kiwi', price: 199 }, index: 0 },
  { product: { name: 'Alphonso Mango', price: 899 }, index: 1 },
  { product: { name: 'Banana', price: 199 }, index: 2 },
];
const names = (list: typeof items) => list.map((i) => i.product.name);

describe('product sort', () => {
  it('keeps the shop order for featured', () => {
    expect(names(sortProducts(items, 'featured'))).toEqual(['Kiwi', 'Alphonso Mango', 'Banana']);
  });

  it('sorts by price both ways, ties in the shop order', () => {
    expect(names(sortProducts(items, 'price-asc'))).toEqual(['Kiwi', 'Banana', 'Alphonso Mango']);
    expect(names(sortProducts(items, 'price-desc'))).toEqual(['Alphonso Mango', 'Kiwi', 'Banana']);
  });

  it('sorts by name and never changes the list it was given', () => {
    expect(names(sortProducts(items, 'name'))).toEqual(['Alphonso Mango', 'Banana', 'Kiwi']);
    expect(names(items)).toEqual(['Kiwi', 'Alphonso Mango', 'Banana']);
  });

  it('reads unknown sort values as featured', () => {
    expect(parseProductSort('price-asc')).toBe('price-asc');
    expect(parseProductSort('cheapest')).toBe('featured');
    expect(parseProductSort(null)).toBe('featured');
  });
});
