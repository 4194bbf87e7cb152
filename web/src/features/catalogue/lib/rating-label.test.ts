import { ratingLabel } from './rating-label';

describe('ratingLabel', () => {
  it.each([
    [{ average: 4.3, count: 12 }, '4.3 of 5 · 12 reviews'],
    [{ average: 5, count: 1 }, '5.0 of 5 · 1 review'],
    [{ average: 3.5, count: 2 }, '3.5 of 5 · 2 reviews'],
  ])('%o reads %s', (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });
});
