import { preselectedAddress } from './address-preselect';

const home = { _id: 'a-home' };
const office = { _id: 'a-office' };

describe('the saved address the cart preselects', () => {
  it.each([
    ['nothing before the addresses are known', undefined, null, null, null],
    ['nothing when there are none', [], 'a-home', 'a-home', null],
    ['the one chosen on this device', [home, office], 'a-office', 'a-home', office],
    ['the last used one when nothing is chosen', [home, office], null, 'a-office', office],
    ['the last used one when the chosen one was deleted', [home, office], 'a-gone', 'a-home', home],
    ['the only one', [home], null, null, home],
    ['the only one when the last used one was deleted', [office], null, 'a-home', office],
    ['nothing among several never used here', [home, office], null, null, null],
    ['nothing among several when the last used one was deleted', [home, office], null, 'a-gone', null],
  ] as const)('picks %s', (_case, addresses, chosen, lastUsed, expected) => {
    expect(preselectedAddress(addresses, chosen, lastUsed)).toEqual(expected);
  });
});
