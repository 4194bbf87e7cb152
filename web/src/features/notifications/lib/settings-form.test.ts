import { describe, expect, it } from 'vitest';
import { settings } from '../test/fixtures';
import { checkForm, formToRequest, hourLabel, secretRequest, settingsToForm, splitEmails, type NotificationFormValues } from './settings-form';

const form = (overrides: Partial<NotificationFormValues> = {}): NotificationFormValues => ({
  ...settingsToForm(settings()),
  ...overrides,
});

describe('notification settings form', () => {
  it('reads an event the answer leaves out as off', () => {
    expect(settingsToForm(settings({ events: { newOrder: true } })).events).toEqual({
      newOrder: true,
      morningSummary: false,
      lowStock: false,
      outForDelivery: false,
      delivered: false,
      cancelled: false,
      refunded: false,
    });
  });

  it('fills the form from the saved settings, one email a line and no secrets', () => {
    expect(settingsToForm(settings({ ownerEmails: ['a@tokri.test', 'b@tokri.test'], ownerWhatsapp: null }))).toMatchObject({
      ownerEmails: 'a@tokri.test\nb@tokri.test',
      ownerWhatsapp: '',
      lowStockThreshold: '5',
      summaryHour: '7',
      phoneNumberId: '1234567890',
      language: 'en',
      secrets: {
        accessToken: { value: '', clear: false },
        appSecret: { value: '', clear: false },
        verifyToken: { value: '', clear: false },
      },
    });
  });

  it.each([
    ['one a line', 'a@tokri.test\nb@tokri.test', ['a@tokri.test', 'b@tokri.test']],
    ['comma separated', ' a@tokri.test , b@tokri.test ', ['a@tokri.test', 'b@tokri.test']],
    ['mixed, blanks and repeats', 'a@tokri.test,\n\n;b@tokri.test\na@tokri.test', ['a@tokri.test', 'b@tokri.test']],
    ['empty', '  \n ', []],
  ])('splits the owner emails: %s', (_, text, emails) => {
    expect(splitEmails(text)).toEqual(emails);
  });

  it.each<[string, Partial<NotificationFormValues>, string[]]>([
    ['a good form', {}, []],
    ['no emails and no phone', { ownerEmails: '', ownerWhatsapp: '' }, []],
    ['a wrong email', { ownerEmails: 'a@tokri.test, owner-at-tokri' }, ['ownerEmails']],
    ['five emails', { ownerEmails: 'a@t.in, b@t.in, c@t.in, d@t.in, e@t.in' }, []],
    ['six emails', { ownerEmails: 'a@t.in, b@t.in, c@t.in, d@t.in, e@t.in, f@t.in' }, ['ownerEmails']],
    ['a short phone', { ownerWhatsapp: '98220' }, ['ownerWhatsapp']],
    ['letters in the phone', { ownerWhatsapp: '+91 98220 ABCDE' }, ['ownerWhatsapp']],
    ['threshold 0', { lowStockThreshold: '0' }, []],
    ['threshold 1000', { lowStockThreshold: '1000' }, []],
    ['threshold 1001', { lowStockThreshold: '1001' }, ['lowStockThreshold']],
    ['a negative threshold', { lowStockThreshold: '-1' }, ['lowStockThreshold']],
    ['a decimal threshold', { lowStockThreshold: '2.5' }, ['lowStockThreshold']],
    ['an empty threshold', { lowStockThreshold: ' ' }, ['lowStockThreshold']],
    ['hour 23', { summaryHour: '23' }, []],
    ['hour 24', { summaryHour: '24' }, ['summaryHour']],
  ])('checks %s', (_, overrides, fields) => {
    expect(Object.keys(checkForm(form(overrides))).sort()).toEqual(fields);
  });

  it.each([
    ['empty keeps the saved one', { value: '  ', clear: false }, null],
    ['typed replaces it', { value: ' new-token ', clear: false }, 'new-token'],
    ['remove clears it, whatever was typed', { value: 'typed', clear: true }, ''],
  ])('sends a secret: %s', (_, secret, sent) => {
    expect(secretRequest(secret)).toBe(sent);
  });

  it('sends trimmed values, the emails as a list, numbers and null for no phone', () => {
    const values = form({
      ownerEmails: ' owner@tokri.test,\nstaff@tokri.test ',
      ownerWhatsapp: '  ',
      lowStockThreshold: ' 12 ',
      summaryHour: '6',
      phoneNumberId: ' 999 ',
      language: ' hi ',
      secrets: {
        accessToken: { value: 'EAAG', clear: false },
        appSecret: { value: '', clear: true },
        verifyToken: { value: '', clear: false },
      },
    });
    expect(formToRequest(values)).toEqual({
      ownerEmails: ['owner@tokri.test', 'staff@tokri.test'],
      ownerWhatsapp: null,
      events: settings().events,
      lowStockThreshold: 12,
      summaryHour: 6,
      whatsapp: { phoneNumberId: '999', accessToken: 'EAAG', appSecret: '', verifyToken: null, language: 'hi' },
    });
    expect(formToRequest(form({ ownerWhatsapp: ' +91 98220 12345 ' })).ownerWhatsapp).toBe('+91 98220 12345');
  });

  it.each([
    [0, '00:00 (midnight)'],
    [7, '07:00 (7 am)'],
    [12, '12:00 (noon)'],
    [18, '18:00 (6 pm)'],
  ])('names hour %i as %s', (hour, label) => {
    expect(hourLabel(hour)).toBe(label);
  });
});
