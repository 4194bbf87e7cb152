// The admin's promotions (coupons and automatic offers, issue 21), as the API contract words them:
// the generated `Schemas['Promotion']` and `Schemas['PromotionInput']` with `kind` and `scope` as
// their values (the schema has plain strings) and every field present.

/** What a promotion gives: a share of the goods, an amount off them, or free delivery. */
export type PromotionKind = 'percent' | 'fixed' | 'freeDelivery';

/** Which products it applies to: all, those of some categories, or some products. */
export type PromotionScope = 'all' | 'categories' | 'products';

/** POST /api/admin/promotions and PUT /api/admin/promotions/{id}. Amounts in rupees, times RFC 3339. */
export interface PromotionInput {
  /** The coupon code customers type (upper case); null for an automatic offer. */
  code: string | null;
  title: string;
  kind: PromotionKind;
  /** 1–100, for `percent`. */
  percent: number | null;
  /** For `fixed`. */
  amount: number | null;
  /** The cap of a `percent` discount ("up to ₹500"). */
  maxDiscount: number | null;
  /** The least value of the products it applies to. */
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  firstOrderOnly: boolean;
  scope: PromotionScope;
  /** Category ids or product ids (empty for `all`). */
  targets: string[];
  active: boolean;
}

/** GET /api/admin/promotions (a page of them) and GET /api/admin/promotions/{id}. */
export interface Promotion extends PromotionInput {
  _id: string;
  /** Orders carrying it now (unpaid ones that expired gave theirs back). */
  uses: number;
  /** Over paid orders: */
  paidOrders: number;
  revenue: number;
  discountGiven: number;
  createdAt: string;
}

/** The fields the server may name in a 400's `errors`. */
export type PromotionField =
  | 'code'
  | 'title'
  | 'percent'
  | 'amount'
  | 'maxDiscount'
  | 'minSubtotal'
  | 'startsAt'
  | 'endsAt'
  | 'maxUses'
  | 'maxUsesPerCustomer'
  | 'targets';

export type PromotionErrors = Partial<Record<PromotionField, string>>;

/** The list's filter: `?active=true|false`, or none for all. */
export type PromotionFilter = 'active' | 'inactive' | 'all';

/** Where `now` falls for a promotion, as the list's badge says it. */
export type PromotionState = 'running' | 'scheduled' | 'ended' | 'inactive';
