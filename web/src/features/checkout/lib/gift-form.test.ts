import { charCount, EMPTY_GIFT, giftRequest, isIndianMobile, serverGiftErrors, validateGift } from './gift-form';

const gift = (overrides = {}) => ({ ...EMPTY_GIFT, recipientName: 'Asha', recipientMobile: '9822012345', ...overrides });

describe('gift form', () => {
  it('needs a name and a 10-digit mobile, with the server messages', () => {
    expect(validateGift(gift())).toEqual({});
    expect(validateGift(EMPTY_GIFT)).toEqual({
      recipientName: "Please enter the recipient's name.",
      recipientMobile: "Please enter the recipient's 10-digit mobile number.",
    });
    expect(validateGift(gift({ recipientName: '   ' })).recipientName).toBe("Please enter the recipient's name.");
    expect(validateGift(gift({ recipientName: 'a'.repeat(81) })).recipientName).toBe(
      "The recipient's name can have at most 80 characters.",
    );
  });

  it('reads mobiles as the server does', () => {
    for (const ok of ['9822012345', '+91 98220 12345', '919822012345', '09822012345', '98220-12345']) {
      expect(isIndianMobile(ok), ok).toBe(true);
    }
    for (const bad of ['12345', '5822012345', '98220123456', '+1 9822012345', 'call me']) {
      expect(isIndianMobile(bad), bad).toBe(false);
    }
  });

  it('allows a message of 200 characters, counting an emoji as one', () => {
    expect(charCount('🎉'.repeat(3))).toBe(3);
    expect(validateGift(gift({ message: '🎉'.repeat(200) }))).toEqual({});
    expect(validateGift(gift({ message: `  ${'x'.repeat(200)}  ` }))).toEqual({});
    expect(validateGift(gift({ message: 'x'.repeat(201) })).message).toBe('The gift message can have at most 200 characters.');
  });

  it('sends trimmed texts and keeps the line breaks inside the message', () => {
    expect(giftRequest(gift({ recipientName: ' Asha ', message: ' Happy Diwali!\nLove, Ravi \n', hidePrices: true }))).toEqual({
      recipientName: 'Asha',
      recipientMobile: '9822012345',
      message: 'Happy Diwali!\nLove, Ravi',
      hidePrices: true,
    });
  });

  it("picks the server's gift field errors", () => {
    expect(serverGiftErrors({ 'gift.recipientMobile': 'Bad mobile', zip: 'Bad PIN' })).toEqual({ recipientMobile: 'Bad mobile' });
    expect(serverGiftErrors(undefined)).toEqual({});
  });
});
