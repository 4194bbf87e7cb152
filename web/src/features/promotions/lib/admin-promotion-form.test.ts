import { promotion } from '../test/admin-fixtures';
import { EMPTY_PROMOTION_FORM, FORM_TEXT, formToInput, knownFieldErrors, promotionToForm, type PromotionFormValues } from './admin-promotion-form';

const valid: PromotionFormValues = { ...EMPTY_PROMOTION_FORM, code: 'diwali20', title: ' Diwali: 20% off ', percent: '20', minSubtotal: '1000' };

describe('the promotion form', () => {
  it('sends a coupon with its code in capitals, the kind’s fields only, and IST times', () => {
    const result = formToInput({ ...valid, amount: '99', startsAt: '2026-11-12T00:00', endsAt: '2026-11-30T23:59' });
    expect(result.errors).toBeNull();
    expect(result.input).toEqual({
      code: 'DIWALI20',
      title: 'Diwali: 20% off',
      kind: 'percent',
      percent: 20,
      amount: null,
      maxDiscount: null,
      minSubtotal: 1000,
      startsAt: '2026-11-12T00:00:00+05:30',
      endsAt: '2026-11-30T23:59:00+05:30',
      maxUses: null,
      maxUsesPerCustomer: null,
      firstOrderOnly: false,
      scope: 'all',
      targets: [],
      active: true,
    });
  });

  it('sends an automatic offer without a code, and no targets for the whole shop', () => {
    const result = formToInput({ ...valid, type: 'automatic', kind: 'fixed', amount: '200.50', percent: '20', scope: 'all', targets: ['c1'] });
    expect(result.input).toMatchObject({ code: null, kind: 'fixed', amount: 200.5, percent: null, maxDiscount: null, targets: [] });
    const free = formToInput({ ...valid, kind: 'freeDelivery', maxUses: '100', maxUsesPerCustomer: '2', scope: 'categories', targets: ['c1'] });
    expect(free.input).toMatchObject({ kind: 'freeDelivery', percent: null, amount: null, maxUses: 100, maxUsesPerCustomer: 2, targets: ['c1'] });
  });

  it.each<[string, Partial<PromotionFormValues>, Record<string, string>]>([
    ['no code', { code: '' }, { code: FORM_TEXT.codeRequired }],
    ['a short code', { code: 'AB' }, { code: FORM_TEXT.codeInvalid }],
    ['a code with a space', { code: 'DIWALI 20' }, { code: FORM_TEXT.codeInvalid }],
    ['a code too long', { code: 'A'.repeat(21) }, { code: FORM_TEXT.codeInvalid }],
    ['no title', { title: '   ' }, { title: FORM_TEXT.titleRequired }],
    ['percent 0', { percent: '0' }, { percent: FORM_TEXT.percentInvalid }],
    ['percent 150', { percent: '150' }, { percent: FORM_TEXT.percentInvalid }],
    ['percent 12.5', { percent: '12.5' }, { percent: FORM_TEXT.percentInvalid }],
    ['no percent', { percent: '' }, { percent: FORM_TEXT.percentInvalid }],
    ['a cap of 0', { maxDiscount: '0' }, { maxDiscount: FORM_TEXT.maxDiscountInvalid }],
    ['no amount', { kind: 'fixed', amount: '' }, { amount: FORM_TEXT.amountInvalid }],
    ['an amount with three decimals', { kind: 'fixed', amount: '10.555' }, { amount: FORM_TEXT.amountInvalid }],
    ['a minimum in words', { minSubtotal: 'thousand' }, { minSubtotal: FORM_TEXT.minSubtotalInvalid }],
    ['a start on 30 Feb', { startsAt: '2026-02-30T10:00' }, { startsAt: FORM_TEXT.startsAtInvalid }],
    ['an end before the start', { startsAt: '2026-11-30T10:00', endsAt: '2026-11-12T10:00' }, { endsAt: FORM_TEXT.endsBeforeStart }],
    ['an end at the start', { startsAt: '2026-11-30T10:00', endsAt: '2026-11-30T10:00' }, { endsAt: FORM_TEXT.endsBeforeStart }],
    ['0 uses', { maxUses: '0' }, { maxUses: FORM_TEXT.usesInvalid }],
    ['1.5 uses per customer', { maxUsesPerCustomer: '1.5' }, { maxUsesPerCustomer: FORM_TEXT.usesInvalid }],
    ['no category chosen', { scope: 'categories', targets: [] }, { targets: FORM_TEXT.categoriesRequired }],
    ['no product chosen', { scope: 'products', targets: [] }, { targets: FORM_TEXT.productsRequired }],
  ])('refuses %s, naming the field', (_, change, errors) => {
    const result = formToInput({ ...valid, ...change });
    expect(result.input).toBeNull();
    expect(result.errors).toEqual(errors);
  });

  it('takes no code for an automatic offer, and ignores the fields of other kinds', () => {
    expect(formToInput({ ...valid, type: 'automatic', code: 'x' }).errors).toBeNull();
    expect(formToInput({ ...valid, kind: 'freeDelivery', percent: '500', amount: 'abc' }).errors).toBeNull();
  });

  it('reads a stored promotion back into the form, times in IST', () => {
    expect(promotionToForm(promotion())).toEqual({
      type: 'coupon',
      code: 'DIWALI20',
      title: 'Diwali: 20% off',
      kind: 'percent',
      percent: '20',
      maxDiscount: '500',
      amount: '',
      minSubtotal: '1000',
      startsAt: '2026-11-12T00:00',
      endsAt: '2026-12-01T00:00',
      maxUses: '10',
      maxUsesPerCustomer: '1',
      firstOrderOnly: false,
      scope: 'all',
      targets: [],
      active: true,
    });
    expect(promotionToForm(promotion({ code: null })).type).toBe('automatic');
    // Saved again unchanged, it sends the same times (with IST's offset).
    expect(formToInput(promotionToForm(promotion())).input).toMatchObject({
      startsAt: '2026-11-12T00:00:00+05:30',
      endsAt: '2026-12-01T00:00:00+05:30',
    });
  });

  it('keeps the server’s errors of its own fields', () => {
    expect(knownFieldErrors({ percent: 'Too much', other: 'x' })).toEqual({ percent: 'Too much' });
    expect(knownFieldErrors(undefined)).toEqual({});
  });
});
