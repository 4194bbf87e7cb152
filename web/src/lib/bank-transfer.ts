// Paying by bank transfer (NEFT, RTGS or IMPS): the shop's bank account as the owner wrote it, on
// the shop's config (`bankTransfer`, null when the shop takes no bank transfers) and on an order
// while it waits for the money (null once paid or cancelled). Read through these helpers, which type the field as the API
// documents it.
import type { Schemas } from './api/client';

export interface BankTransferField {
  bankTransfer?: string | null;
}

/** The account text, or null when there is none (a blank text counts as none). */
function accountOf(value: object | null | undefined): string | null {
  const text = (value as BankTransferField | null | undefined)?.bankTransfer;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** The shop's bank account; null when the shop takes no bank transfers. */
export function shopBankTransfer(config: Schemas['ShopConfig'] | null | undefined): string | null {
  return accountOf(config);
}

/** The account to pay into while the order waits for a bank transfer; null otherwise. */
export function orderBankTransfer(order: Schemas['Order']): string | null {
  return accountOf(order);
}

