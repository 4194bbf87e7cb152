import {
  businessRequest,
  gstinCheckChar,
  isGstin,
  isLegalName,
  serverBusinessErrors,
  validateBusiness,
} from './business-invoice';

const GSTIN = 'Enter a valid 15-character GSTIN.';
const LEGAL_NAME = "Enter the business's legal name.";

describe('business invoice', () => {
  it.each([
    // Published sample GSTINs (as in the server's tests).
    ['27AAPFU0939F1ZV', true],
    ['29AAGCB7383J1Z4', true],
    // Spaces are ignored and letters upper-cased, as the server reads it.
    [' 27aapfu0939f1zv ', true],
    ['27 AAPFU 0939 F1ZV', true],
    // The same PAN registered in Karnataka has another check character.
    ['29AAPFU0939F1ZR', true],
    ['29AAPFU0939F1ZV', false],
    // Check characters worked out for the edges of the state codes.
    ['01AAPFU0939F1Z9', true],
    ['38AAPFU0939F1ZS', true],
    ['97AAPFU0939F1ZO', true],
    // A registration number that is a letter.
    ['27AAPFU0939FAZM', true],
    // Wrong check character.
    ['27AAPFU0939F1ZW', false],
    // Length.
    ['', false],
    ['27AAPFU0939F1Z', false],
    ['27AAPFU0939F1ZVV', false],
    // State code.
    ['00AAPFU0939F1ZV', false],
    ['39AAPFU0939F1ZV', false],
    ['99AAPFU0939F1ZV', false],
    // PAN: five letters, four digits, a letter.
    ['27AAPF10939F1ZV', false],
    ['27AAPFUO939F1ZV', false],
    ['27AAPFU093991ZV', false],
    // Registration number 1–9 or A–Z, then Z.
    ['27AAPFU0939F0ZV', false],
    ['27AAPFU0939F1YV', false],
    // Not letters or digits.
    ['27AAPFU0939F1Z-', false],
    ['27AAPFU0939F1ZV₹', false],
  ])('reads %j as a GSTIN: %s', (gstin, valid) => {
    expect(isGstin(gstin)).toBe(valid);
  });

  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['29AAGCB7383J1Z', '4'],
    ['29AAPFU0939F1Z', 'R'],
    ['27AAPFU0939F1z', null],
  ])('works out the check character of %s: %s', (first14, check) => {
    expect(gstinCheckChar(first14)).toBe(check);
  });

  it.each([
    ['Acme Foods Pvt Ltd', true],
    ['  AB  ', true],
    ['A', false],
    ['   ', false],
    ['', false],
    ['x'.repeat(100), true],
    [` ${'x'.repeat(100)} `, true],
    ['x'.repeat(101), false],
    // Counted as people count them: 100 of these is 100 characters.
    ['क'.repeat(100), true],
    ['Acme\u0007', false],
    ['Acme\tFoods', false],
  ])('reads %j as a legal name: %s', (name, valid) => {
    expect(isLegalName(name)).toBe(valid);
  });

  it.each([
    ['both right', { gstin: '27AAPFU0939F1ZV', legalName: 'Acme Foods' }, {}],
    ['a typo in the GSTIN', { gstin: '27AAPFU0939F1ZW', legalName: 'Acme Foods' }, { gstin: GSTIN }],
    ['no legal name', { gstin: '27AAPFU0939F1ZV', legalName: ' ' }, { legalName: LEGAL_NAME }],
    ['neither', { gstin: '', legalName: '' }, { gstin: GSTIN, legalName: LEGAL_NAME }],
  ])('checks the card: %s', (_, values, errors) => {
    expect(validateBusiness(values)).toEqual(errors);
  });

  it('sends the GSTIN without spaces in upper case, and the trimmed legal name', () => {
    expect(businessRequest({ gstin: ' 27aapfu0939f1zv', legalName: '  Acme Foods Pvt Ltd ' })).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Acme Foods Pvt Ltd',
    });
  });

  it.each([
    ['prefixed', { 'business.gstin': 'Bad GSTIN', 'business.legalName': 'Bad name' }, { gstin: 'Bad GSTIN', legalName: 'Bad name' }],
    ['unprefixed', { gstin: 'Bad GSTIN' }, { gstin: 'Bad GSTIN' }],
    ['other fields', { zip: 'Bad PIN', 'gift.recipientMobile': 'Bad mobile' }, {}],
    ['none', undefined, {}],
  ])("picks the server's business field errors: %s", (_, server, found) => {
    expect(serverBusinessErrors(server)).toEqual(found);
  });
});
