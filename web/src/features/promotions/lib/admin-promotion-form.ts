// The admin's promotion form: its values (as typed), the checks made before sending (the server
// checks again and answers per field the same way), and the request body it makes.
import type { Promotion, PromotionErrors, PromotionField, PromotionInput, PromotionKind, PromotionScope } from '../admin-types';
import { isoToIstLocal, istLocalToIso } from './admin-ist';

export type PromotionType = 'coupon' | 'automatic';

export interface PromotionFormValues {
  type: PromotionType;
  code: string;
  title: string;
  kind: PromotionKind;
  percent: string;
  maxDiscount: string;
  amount: string;
  minSubtotal: string;
  /** datetime-local values, IST. */
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  firstOrderOnly: boolean;
  scope: PromotionScope;
  /** The chosen category ids or product ids (as `scope` says). */
  targets: string[];
  active: boolean;
}

/** The fields in the order the form shows them (the first wrong one takes the focus). */
export const FIELD_ORDER: readonly PromotionField[] = [
  'code',
  'title',
  'percent',
  'maxDiscount',
  'amount',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'targets',
];

export const CODE_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;

export const FORM_TEXT = {
  codeRequired: 'Enter a code, e.g. DIWALI20, or choose “Automatic offer”.',
  codeInvalid: 'A code has 3 to 20 letters, digits, - or _, without spaces.',
  titleRequired: 'Enter a title for customers, e.g. “10% off hampers above ₹2,999”.',
  percentInvalid: 'Enter a whole number from 1 to 100.',
  maxDiscountInvalid: 'Enter an amount in rupees above ₹0, or leave it empty for no cap.',
  amountInvalid: 'Enter the amount off in rupees, above ₹0.',
  minSubtotalInvalid: 'Enter an amount in rupees above ₹0, or leave it empty for no minimum.',
  startsAtInvalid: 'Enter a date and time, or leave it empty to start now.',
  endsAtInvalid: 'Enter a date and time, or leave it empty for no end.',
  endsBeforeStart: 'The end must be after the start.',
  usesInvalid: 'Enter a whole number of 1 or more, or leave it empty for no limit.',
  categoriesRequired: 'Choose at least one category.',
  productsRequired: 'Choose at least one product.',
} as const;

export const EMPTY_PROMOTION_FORM: PromotionFormValues = {
  type: 'coupon',
  code: '',
  title: '',
  kind: 'percent',
  percent: '',
  maxDiscount: '',
  amount: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  firstOrderOnly: false,
  scope: 'all',
  targets: [],
  active: true,
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function promotionToForm(promotion: Promotion): PromotionFormValues {
  return {
    type: promotion.code ? 'coupon' : 'automatic',
    code: promotion.code ?? '',
    title: promotion.title,
    kind: promotion.kind,
    percent: text(promotion.percent),
    maxDiscount: text(promotion.maxDiscount),
    amount: text(promotion.amount),
    minSubtotal: text(promotion.minSubtotal),
    startsAt: isoToIstLocal(promotion.startsAt),
    endsAt: isoToIstLocal(promotion.endsAt),
    maxUses: text(promotion.maxUses),
    maxUsesPerCustomer: text(promotion.maxUsesPerCustomer),
    firstOrderOnly: promotion.firstOrderOnly,
    scope: promotion.scope,
    targets: [...promotion.targets],
    active: promotion.active,
  };
}

/** Rupees with at most two decimals, above 0: the number; '' → null; anything else → undefined. */
function rupees(value: string): number | null | undefined {
  const t = value.trim();
  if (!t) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  const n = Number(t);
  return n > 0 ? n : undefined;
}

/** A whole number from `min` to `max`: the number; '' → null; anything else → undefined. */
function whole(value: string, min: number, max = Number.MAX_SAFE_INTEGER): number | null | undefined {
  const t = value.trim();
  if (!t) return null;
  if (!/^\d+$/.test(t)) return undefined;
  const n = Number(t);
  return n >= min && n <= max ? n : undefined;
}

/**
 * The request body of the form's values, or the errors per field that keep it from being sent.
 * Only the fields of the chosen kind are sent (the others null), and no targets for the whole shop.
 */
export function formToInput(values: PromotionFormValues): { input: PromotionInput; errors: null } | { input: null; errors: PromotionErrors } {
  const errors: PromotionErrors = {};
  const coupon = values.type === 'coupon';
  const code = values.code.trim().toUpperCase();
  if (coupon && !code) errors.code = FORM_TEXT.codeRequired;
  else if (coupon && !CODE_PATTERN.test(code)) errors.code = FORM_TEXT.codeInvalid;

  const title = values.title.trim();
  if (!title) errors.title = FORM_TEXT.titleRequired;

  let percent: number | null = null;
  let maxDiscount: number | null = null;
  let amount: number | null = null;
  if (values.kind === 'percent') {
    const p = whole(values.percent, 1, 100);
    if (p == null) errors.percent = FORM_TEXT.percentInvalid;
    else percent = p;
    const cap = rupees(values.maxDiscount);
    if (cap === undefined) errors.maxDiscount = FORM_TEXT.maxDiscountInvalid;
    else maxDiscount = cap;
  } else if (values.kind === 'fixed') {
    const a = rupees(values.amount);
    if (a == null) errors.amount = FORM_TEXT.amountInvalid;
    else amount = a;
  }

  const minSubtotal = rupees(values.minSubtotal);
  if (minSubtotal === undefined) errors.minSubtotal = FORM_TEXT.minSubtotalInvalid;

  const startsAt = istLocalToIso(values.startsAt);
  if (startsAt === undefined) errors.startsAt = FORM_TEXT.startsAtInvalid;
  const endsAt = istLocalToIso(values.endsAt);
  if (endsAt === undefined) errors.endsAt = FORM_TEXT.endsAtInvalid;
  else if (endsAt && startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = FORM_TEXT.endsBeforeStart;

  const maxUses = whole(values.maxUses, 1);
  if (maxUses === undefined) errors.maxUses = FORM_TEXT.usesInvalid;
  const maxUsesPerCustomer = whole(values.maxUsesPerCustomer, 1);
  if (maxUsesPerCustomer === undefined) errors.maxUsesPerCustomer = FORM_TEXT.usesInvalid;

  const targets = values.scope === 'all' ? [] : values.targets;
  if (values.scope === 'categories' && targets.length === 0) errors.targets = FORM_TEXT.categoriesRequired;
  if (values.scope === 'products' && targets.length === 0) errors.targets = FORM_TEXT.productsRequired;

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    errors: null,
    input: {
      code: coupon ? code : null,
      title,
      kind: values.kind,
      percent,
      amount,
      maxDiscount,
      minSubtotal: minSubtotal ?? null,
      startsAt: startsAt ?? null,
      endsAt: endsAt ?? null,
      maxUses: maxUses ?? null,
      maxUsesPerCustomer: maxUsesPerCustomer ?? null,
      firstOrderOnly: values.firstOrderOnly,
      scope: values.scope,
      targets,
      active: values.active,
    },
  };
}

/** The server's `errors` of the fields this form has (others are left to the form's message). */
export function knownFieldErrors(errors: Record<string, string> | undefined): PromotionErrors {
  const known: PromotionErrors = {};
  for (const field of FIELD_ORDER) if (errors?.[field]) known[field] = errors[field];
  return known;
}

/** The first field with an error, in the form's order. */
export function firstErrorField(errors: PromotionErrors): PromotionField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}
