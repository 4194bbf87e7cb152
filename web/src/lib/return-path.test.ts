import { loginPath, nextPath } from './return-path';

describe('return path after sign-in', () => {
  it('links the sign-in screen with the page to come back to', () => {
    expect(loginPath('/product/p1')).toBe('/login?next=%2Fproduct%2Fp1');
    expect(nextPath('?next=%2Fproduct%2Fp1%3Ftab%3Dratings')).toBe('/product/p1?tab=ratings');
  });

  it.each([
    ['', null],
    ['?next=', null],
    ['?next=product%2Fp1', null],
    ['?next=%2F%2Fevil.example', null],
    ['?next=%2F%5Cevil.example', null],
    ['?next=https%3A%2F%2Fevil.example', null],
    ['?next=%2Fprofile%2Forders', '/profile/orders'],
  ])('reads "%s" as %s', (search, path) => {
    expect(nextPath(search)).toBe(path);
  });
});
