import {
  adminDue,
  authorLabel,
  complaintsCount,
  counterText,
  dueLines,
  formatIst,
  formatIstDate,
  messageError,
  orderLabel,
  parseOrderNumber,
  receivedText,
  statusLabel,
  ticketPath,
  topicLabel,
  TOPICS,
} from './help-text';

// Created 26 Nov 2026, 3:30 pm IST: the first answer is due 48 hours later, the resolution a month later.
const ticket = {
  status: 'open' as const,
  acknowledgeBy: '2026-11-28T10:00:00.000Z',
  resolveBy: '2026-12-26T10:00:00.000Z',
  acknowledgedAt: null as string | null,
  closedAt: null as string | null,
};

describe('complaint texts', () => {
  it('shows moments in IST as written in India', () => {
    expect(formatIst('2026-11-28T10:00:00.000Z')).toBe('28 Nov 2026, 3:30 pm');
    expect(formatIst('2026-11-28T20:15:00.000Z')).toBe('29 Nov 2026, 1:45 am');
    expect(formatIstDate('2026-11-28T20:15:00.000Z')).toBe('29 Nov 2026');
  });

  it('names topics and statuses as the contract does', () => {
    expect(TOPICS).toEqual(['delivery', 'quality', 'payment', 'refund', 'other']);
    expect(topicLabel('delivery')).toBe('Delivery (late, missed, wrong address)');
    expect(topicLabel('quality')).toBe('Quality of the fruit or hamper');
    expect(topicLabel('payment')).toBe('Payment or invoice');
    expect(topicLabel('refund')).toBe('Refund or cancellation');
    expect(topicLabel('other')).toBe('Something else');
    expect(statusLabel('open')).toBe('Open');
    expect(statusLabel('answered')).toBe('Answered');
    expect(statusLabel('closed')).toBe('Closed');
  });

  it('promises the first answer until there is one, then only the resolution', () => {
    expect(dueLines(ticket)).toEqual(['We will answer by 28 Nov 2026, 3:30 pm', 'Resolution due by 26 Dec 2026, 3:30 pm']);
    const answered = { ...ticket, status: 'answered' as const, acknowledgedAt: '2026-11-27T05:00:00.000Z' };
    expect(dueLines(answered)).toEqual(['Resolution due by 26 Dec 2026, 3:30 pm']);
    expect(dueLines({ ...answered, status: 'closed', closedAt: '2026-11-29T06:30:00.000Z' })).toEqual(['Closed on 29 Nov 2026, 12:00 pm']);
  });

  it('gives the admin the next deadline', () => {
    expect(adminDue(ticket)).toEqual({ label: 'Answer by', at: '28 Nov 2026, 3:30 pm' });
    expect(adminDue({ ...ticket, acknowledgedAt: '2026-11-27T05:00:00.000Z' })).toEqual({ label: 'Resolve by', at: '26 Dec 2026, 3:30 pm' });
    expect(adminDue({ ...ticket, status: 'closed', closedAt: '2026-11-29T06:30:00.000Z' })).toEqual({ label: 'Closed', at: '29 Nov 2026, 12:00 pm' });
  });

  it('names who wrote each message', () => {
    expect(authorLabel({ author: 'customer' }, 'Tokri', 'customer')).toBe('You');
    expect(authorLabel({ author: 'shop' }, 'Tokri', 'customer')).toBe('Tokri team');
    expect(authorLabel({ author: 'shop' }, undefined, 'customer')).toBe('The shop');
    expect(authorLabel({ author: 'customer' }, 'Tokri', 'admin', 'Asha Patil')).toBe('Asha Patil');
  });

  it('checks the message length (10–4000 characters) and counts it', () => {
    expect(messageError('   ')).toBe('Please write your message.');
    expect(messageError('Too short')).toBe('Please write at least 10 characters.');
    expect(messageError('The mangoes were bruised.')).toBeUndefined();
    expect(messageError('x'.repeat(4001))).toBe('Please keep it within 4000 characters.');
    expect(counterText(' twelve chars ')).toBe('12 / 4000 characters');
  });

  it('reads order numbers as people type them', () => {
    expect(parseOrderNumber('10482')).toBe(10482);
    expect(parseOrderNumber('#10482')).toBe(10482);
    expect(parseOrderNumber(' # 10482 ')).toBe(10482);
    expect(parseOrderNumber('')).toBeNull();
    expect(parseOrderNumber(null)).toBeNull();
    expect(parseOrderNumber('0')).toBeNull();
    expect(parseOrderNumber('10482a')).toBeNull();
    expect(orderLabel(10482)).toBe('#10482');
    expect(orderLabel(null)).toBe('Not about an order');
  });

  it('links to a complaint with its key, and says it was received', () => {
    expect(ticketPath('G000042', 'a b/c')).toBe('/help/tickets/G000042?key=a%20b%2Fc');
    expect(ticketPath('G000042')).toBe('/help/tickets/G000042');
    expect(receivedText('G000042')).toBe(
      'We have received your complaint. Your complaint number is G000042. We have mailed you an acknowledgement.',
    );
  });

  it('counts complaints in words', () => {
    expect(complaintsCount(1, 'overdue')).toBe('1 complaint overdue');
    expect(complaintsCount(3, 'open')).toBe('3 complaints open');
    expect(complaintsCount(0, 'overdue')).toBe('0 complaints overdue');
  });
});
