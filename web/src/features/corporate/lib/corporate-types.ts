// The corporate gifting API's shapes (POST /api/corporate/check, POST /api/corporate/orders).
import type { Schemas } from '@/lib/api/client';

/** One recipient as sent: every field a string, as it came from the file (or was edited). */
export interface CorporateRowRequest {
  name: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  pinCode: string;
  /** The product's name or id. */
  product: string;
  /** The pack label; empty when the product has one pack. */
  variant: string;
  quantity: string;
  message: string;
  /** `YYYY-MM-DD`, `earliest`, or empty (= earliest). */
  deliveryDate: string;
  /** The slot's label as the shop shows it (`9–13`), or empty (= earliest slot with room). */
  slot: string;
}

export type RowField = keyof CorporateRowRequest;

/** What a row that passed comes to. */
export type CorporateLine = Schemas['CorporateLine'];

export interface CorporateRowCheck {
  /** Keyed by the row's field names (`pinCode`, …). */
  errors: Record<string, string>;
  /** Null when the row did not pass. */
  line: CorporateLine | null;
}

export type CorporateTotals = Schemas['CorporateTotals'];

export interface CorporateCheck {
  valid: boolean;
  /** Same order and length as the rows sent. */
  rows: CorporateRowCheck[];
  /** File-wide messages. */
  problems: string[];
  /** Rupees, of the rows that passed. */
  totals: CorporateTotals;
}

/** The check as the API answers it (a row's `line` may be left out), made exact. */
export function fromApi(check: Schemas['CorporateCheck']): CorporateCheck {
  return { ...check, rows: check.rows.map((r) => ({ errors: r.errors, line: r.line ?? null })) };
}

export interface CompanyBillingAddress {
  name: string;
  mobile: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface CorporateCompany {
  legalName: string;
  /** '' when none. */
  gstin: string;
  billingAddress: CompanyBillingAddress;
}

/** How the company pays: online now, or by bank transfer (only when the shop gives an account). */
export type CorporatePaymentMethod = Schemas['CorporatePayMethod'];

export interface CorporateOrderRequest {
  rows: CorporateRowRequest[];
  company: CorporateCompany;
  paymentMethod: CorporatePaymentMethod;
}

/** The order created (the checkout's CreateOrderResponse). */
export interface CorporateOrderResponse {
  /** The payment provider's order id; null for a bank transfer (no payment window opens). */
  orderId?: string | null;
  paymentMethod: string;
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  orderDocId: string;
  orderNumber?: number;
  /** The shop's bank account to pay into, for a bank transfer; null for an online payment. */
  bankTransfer?: string | null;
}
