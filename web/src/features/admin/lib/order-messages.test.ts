import { audienceWords, channelWords, errorWords, eventWords, statusTone, statusWords } from './order-messages';

describe('order messages in words', () => {
  it.each([
    ['new_order', 'New order'],
    ['confirmed', 'Order confirmed'],
    ['out_for_delivery', 'Out for delivery'],
    ['delivered', 'Delivered'],
    ['cancelled', 'Cancelled'],
    ['refunded', 'Refunded'],
    ['gift_on_the_way', 'Gift on its way'],
    ['payment_reminder', 'Payment reminder'],
  ])('names the event %s "%s"', (event, words) => {
    expect(eventWords(event)).toBe(words);
  });

  it('names the channel, the audience and the status', () => {
    expect(channelWords('mail')).toBe('Email');
    expect(channelWords('whatsapp')).toBe('WhatsApp');
    expect(audienceWords('owner')).toBe('the owner');
    expect(audienceWords('customer')).toBe('the customer');
    expect(audienceWords('recipient')).toBe('the gift recipient');
    expect(statusWords('read')).toBe('Read');
  });

  it.each([
    ['queued', 'waiting'],
    ['sent', 'done'],
    ['delivered', 'done'],
    ['read', 'done'],
    ['failed', 'failed'],
    ['dropped', 'waiting'],
  ])('shows %s as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('says why a message failed, and that a queued one is tried again', () => {
    expect(errorWords({ status: 'failed', error: 'Not on WhatsApp.', attempts: 3 })).toBe('Not on WhatsApp.');
    expect(errorWords({ status: 'queued', error: 'Timed out.', attempts: 2 })).toBe('Attempt 2 failed, trying again: Timed out.');
    expect(errorWords({ status: 'sent', error: null, attempts: 1 })).toBeNull();
    expect(errorWords({ status: 'queued', error: ' ', attempts: 0 })).toBeNull();
    expect(statusWords('dropped')).toBe('Not sent: consent withdrawn');
  });
});
