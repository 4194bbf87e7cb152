import { attachmentName } from '@/lib/api/download';
import {
  canDelete,
  characterCount,
  characterCounter,
  customerParts,
  consentSaved,
  consentSince,
  dataFile,
  isOverdue,
  istDate,
  istDateTime,
  offerAudienceText,
  offerConfirmText,
  pendingRequestsText,
} from './privacy-text';

describe('IST dates in Indian order', () => {
  it('shows a UTC moment in IST, day first, 12-hour clock', () => {
    expect(istDateTime('2026-11-26T10:00:00.000Z')).toBe('26 Nov 2026, 3:30 pm');
    expect(istDateTime('2026-11-26T19:00:00.000Z')).toBe('27 Nov 2026, 12:30 am');
    expect(istDate('2026-11-26T19:00:00.000Z')).toBe('27 Nov 2026');
  });

  it('says since when a consent is given, and nothing of a date when it is not', () => {
    expect(consentSince(true, '2026-11-26T04:30:00.000Z')).toBe('Given on 26 Nov 2026, 10:00 am IST');
    expect(consentSince(true, null)).toBe('Given');
    expect(consentSince(false, '2026-11-26T04:30:00.000Z')).toBe('Not given');
  });

  it('says back what a saved choice means', () => {
    expect(consentSaved('marketing', true)).toBe('Saved: we will email you offers and news.');
    expect(consentSaved('marketing', false)).toBe('Saved: we will not email you offers or news.');
    expect(consentSaved('whatsapp', true)).toBe('Saved: we will send your order updates on WhatsApp.');
  });
});

describe('the data files', () => {
  it('fetches the JSON and the readable copy from their own addresses', () => {
    expect(dataFile('json')).toEqual({ path: '/api/user/data', fallbackName: 'tokri-my-data.json' });
    expect(dataFile('html')).toEqual({ path: '/api/user/data.html', fallbackName: 'tokri-my-data.html' });
  });

  it("saves under the server's name, or the fallback when it gives none", () => {
    expect(attachmentName('attachment; filename="tokri-my-data.json"', dataFile('html').fallbackName)).toBe('tokri-my-data.json');
    expect(attachmentName(null, dataFile('html').fallbackName)).toBe('tokri-my-data.html');
  });
});

describe('deleting the account', () => {
  it('needs DELETE typed out, and the password when the account has one', () => {
    expect(canDelete({ confirm: 'DELETE', password: 'secret1', hasPassword: true })).toBe(true);
    expect(canDelete({ confirm: ' DELETE ', password: '', hasPassword: false })).toBe(true);
    expect(canDelete({ confirm: 'DELETE', password: '', hasPassword: true })).toBe(false);
    expect(canDelete({ confirm: 'delete', password: 'secret1', hasPassword: true })).toBe(false);
    expect(canDelete({ confirm: '', password: 'secret1', hasPassword: true })).toBe(false);
  });
});

describe('data requests', () => {
  const now = new Date('2026-11-26T10:00:00.000Z');

  it('marks pending requests past their due date as overdue, never completed ones', () => {
    expect(isOverdue({ status: 'pending', dueBy: '2026-11-26T09:59:59.000Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'pending', dueBy: '2026-11-26T10:00:01.000Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'completed', dueBy: '2026-11-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('splits "Name <email>" into its name and email; an erased customer has no email', () => {
    expect(customerParts('Asha Patil <asha@example.com>')).toEqual({ name: 'Asha Patil', email: 'asha@example.com' });
    expect(customerParts('<asha@example.com>')).toEqual({ name: 'asha@example.com', email: 'asha@example.com' });
    expect(customerParts('Erased customer')).toEqual({ name: 'Erased customer', email: null });
  });

  it("counts the dashboard's pending requests in words", () => {
    expect(pendingRequestsText(1)).toBe('1 data request pending');
    expect(pendingRequestsText(3)).toBe('3 data requests pending');
  });
});

describe('offer mail words', () => {
  it('says who the mail goes to, and that nobody else gets it', () => {
    expect(offerAudienceText(0)).toBe('No customer has agreed to offers by email yet.');
    expect(offerAudienceText(1)).toMatch(/^Goes to 1 customer who agreed to offers by email\. Nobody else gets it/);
    expect(offerAudienceText(12345)).toMatch(/^Goes to 12,345 customers who agreed to offers by email\./);
    expect(offerConfirmText(2)).toBe('Send this offer mail to 2 customers? It cannot be called back once sent.');
  });

  it('counts characters as the server does (an emoji is one)', () => {
    expect(characterCount('Mango 🥭')).toBe(7);
    expect(characterCounter(1234, 5000)).toBe('1,234 / 5,000 characters');
  });
});
