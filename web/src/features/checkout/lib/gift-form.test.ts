import { charCount, emptyGift, giftAddress, giftRequest, isIndianMobile, isPinCode, serverGiftErrors, validateGift } from './gift-form';

const gift = (overrides = {}) => ({
  ...emptyGift('Ravi'),
  recipientName: 'Asha',
  recipientMobile: '9822012345',
  street: '7 Koregaon Park',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  ...overrides,
});

describe('gift form', () => {
  it("needs the recipient's name, 10-digit mobile and address, with the server messages", () => {
    expect(validateGift(gift())).toEqual({});
    expect(validateGift(emptyGift())).toEqual({
      recipientName: "Please enter the recipient's name.",
      recipientMobile: "Please enter the recipient's 10-digit mobile number.",
      street: "Please enter the recipient's street.",
      city: "Please enter the recipient's city.",
      state: "Please enter the recipient's state.",
      zip: 'Please enter a valid 6-digit PIN code.',
    });
    expect(validateGift(gift({ recipientName: '   ' })).recipientName).toBe("Please enter the recipient's name.");
    expect(validateGift(gift({ recipientName: 'a'.repeat(81) })).recipientName).toBe(
      "The recipient's name can have at most 80 characters.",
    );
    expect(validateGift(gift({ senderName: 'a'.repeat(81) })).senderName).toBe("The sender's name can have at most 80 characters.");
  });

  it('starts from the signed-in customer, with prices hidden on the slip and the recipient not told', () => {
    expect(emptyGift('Ravi')).toMatchObject({ senderName: 'Ravi', hidePrices: true, notifyRecipient: false });
  });

  it.each([
    ['no WhatsApp: not sent, even if ticked', false, true, undefined],
    ['WhatsApp, unticked', true, false, false],
    ['WhatsApp, ticked', true, true, true],
  ])('sends whether to tell the recipient: %s', (_, whatsapp, ticked, sent) => {
    const request = giftRequest(gift({ notifyRecipient: ticked }), whatsapp);
    expect(request.notifyRecipient).toBe(sent);
    expect('notifyRecipient' in request).toBe(whatsapp);
  });

  it('reads mobiles and PIN codes as the server does', () => {
    for (const ok of ['9822012345', '+91 98220 12345', '919822012345', '09822012345', '98220-12345']) {
      expect(isIndianMobile(ok), ok).toBe(true);
    }
    for (const bad of ['12345', '5822012345', '98220123456', '+1 9822012345', 'call me']) {
      expect(isIndianMobile(bad), bad).toBe(false);
    }
    expect(isPinCode('411 001')).toBe(true);
    for (const bad of ['011001', '41100', '4110011', 'PUNE01']) expect(isPinCode(bad), bad).toBe(false);
  });

  it('allows a message of 200 characters, counting an emoji as one', () => {
    expect(charCount('🎉'.repeat(3))).toBe(3);
    expect(validateGift(gift({ message: '🎉'.repeat(200) }))).toEqual({});
    expect(validateGift(gift({ message: `  ${'x'.repeat(200)}  ` }))).toEqual({});
    expect(validateGift(gift({ message: 'x'.repeat(201) })).message).toBe('The gift message can have at most 200 characters.');
  });

  it('sends trimmed texts, keeps the line breaks inside the message, and ships to the recipient', () => {
    const values = gift({ recipientName: ' Asha ', message: ' Happy Diwali!\nLove, Ravi \n', senderName: ' Ravi ', hidePrices: true });
    expect(giftRequest(values)).toEqual({
      recipientName: 'Asha',
      recipientMobile: '9822012345',
      message: 'Happy Diwali!\nLove, Ravi',
      senderName: 'Ravi',
      hidePrices: true,
    });
    expect(giftAddress(values)).toEqual({
      name: 'Asha',
      mobile: '9822012345',
      street: '7 Koregaon Park',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      country: 'India',
    });
  });

  it("picks the server's gift field errors, and the shipping address's as the recipient's", () => {
    expect(serverGiftErrors({ 'gift.recipientMobile': 'Bad mobile', zip: 'Bad PIN' })).toEqual({ recipientMobile: 'Bad mobile', zip: 'Bad PIN' });
    expect(serverGiftErrors({ 'billingAddress.zip': 'Bad PIN' })).toEqual({});
    expect(serverGiftErrors(undefined)).toEqual({});
  });
});
