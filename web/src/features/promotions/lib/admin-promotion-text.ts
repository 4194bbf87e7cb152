// What the admin's promotions list says about a promotion: what it gives, its conditions, when it
// is valid (dates in IST), its state and its uses. Pure functions of a promotion (and `now`).
import { formatPrice } from '@/lib/format/money';
import type { Promotion, PromotionFilter, PromotionInput, PromotionState } from '../admin-types';
import { istDateWords } from './admin-ist';

export const FILTER_LABELS: Record<PromotionFilter, string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
};

export const STATE_LABELS: Record<PromotionState, string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  ended: 'Ended',
  inactive: 'Inactive',
};

/** The code, or "Automatic" for an offer without one. */
export function codeLabel(promotion: Pick<PromotionInput, 'code'>): string {
  return promotion.code ? promotion.code : 'Automatic';
}

/** What it gives: "10% off, up to ₹500", "₹200 off", "Free delivery". */
export function offerWords(promotion: Pick<PromotionInput, 'kind' | 'percent' | 'amount' | 'maxDiscount'>): string {
  switch (promotion.kind) {
    case 'percent': {
      const off = `${promotion.percent ?? 0}% off`;
      return promotion.maxDiscount ? `${off}, up to ${formatPrice(promotion.maxDiscount)}` : off;
    }
    case 'fixed':
      return `${formatPrice(promotion.amount ?? 0)} off`;
    case 'freeDelivery':
      return 'Free delivery';
  }
}

function countWords(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Its conditions, one phrase each: the minimum, first order only, and what it applies to.
 * `categoryNames` names the categories by id, when known ("On Sweets, Hampers").
 */
export function conditionWords(
  promotion: Pick<PromotionInput, 'minSubtotal' | 'firstOrderOnly' | 'scope' | 'targets'>,
  categoryNames: ReadonlyMap<string, string> = new Map(),
): string[] {
  const words: string[] = [];
  if (promotion.minSubtotal) words.push(`Minimum ${formatPrice(promotion.minSubtotal)}`);
  if (promotion.firstOrderOnly) words.push('First order only');
  if (promotion.scope === 'all') {
    words.push('Whole shop');
  } else if (promotion.scope === 'categories') {
    const names = promotion.targets.map((id) => categoryNames.get(id));
    words.push(
      names.length > 0 && names.every(Boolean)
        ? `On ${names.join(', ')}`
        : `On ${countWords(promotion.targets.length, 'category', 'categories')}`,
    );
  } else {
    words.push(`On ${countWords(promotion.targets.length, 'product', 'products')}`);
  }
  return words;
}

/** When it is valid, in IST: "12 Nov 2026 – 30 Nov 2026", "From 12 Nov 2026", "Until …", "No end date". */
export function validityWords(promotion: Pick<PromotionInput, 'startsAt' | 'endsAt'>): string {
  const from = promotion.startsAt ? istDateWords(promotion.startsAt) : null;
  const until = promotion.endsAt ? istDateWords(promotion.endsAt) : null;
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'No end date';
}

/** Inactive when switched off; else Scheduled before its start, Ended from its end, else Running. */
export function promotionState(promotion: Pick<PromotionInput, 'active' | 'startsAt' | 'endsAt'>, now: number): PromotionState {
  if (!promotion.active) return 'inactive';
  const start = promotion.startsAt ? Date.parse(promotion.startsAt) : NaN;
  const end = promotion.endsAt ? Date.parse(promotion.endsAt) : NaN;
  if (!Number.isNaN(start) && now < start) return 'scheduled';
  if (!Number.isNaN(end) && now >= end) return 'ended';
  return 'running';
}

/** "7 of 10", or "7" without a limit. */
export function usesWords(promotion: Pick<Promotion, 'uses' | 'maxUses'>): string {
  return promotion.maxUses ? `${promotion.uses} of ${promotion.maxUses}` : String(promotion.uses);
}

/** "1 per customer", or null without a limit. */
export function perCustomerWords(promotion: Pick<PromotionInput, 'maxUsesPerCustomer'>): string | null {
  return promotion.maxUsesPerCustomer ? `${promotion.maxUsesPerCustomer} per customer` : null;
}

/** The name of a promotion in messages: its code, else its title. */
export function promotionName(promotion: Pick<PromotionInput, 'code' | 'title'>): string {
  return promotion.code ? promotion.code : `“${promotion.title}”`;
}

/** The input that saves `promotion` as it is, but for `active`: the list's Deactivate / Activate. */
export function withActive(promotion: Promotion, active: boolean): PromotionInput {
  return {
    code: promotion.code,
    title: promotion.title,
    kind: promotion.kind,
    percent: promotion.percent,
    amount: promotion.amount,
    maxDiscount: promotion.maxDiscount,
    minSubtotal: promotion.minSubtotal,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    maxUses: promotion.maxUses,
    maxUsesPerCustomer: promotion.maxUsesPerCustomer,
    firstOrderOnly: promotion.firstOrderOnly,
    scope: promotion.scope,
    targets: promotion.targets,
    active,
  };
}
