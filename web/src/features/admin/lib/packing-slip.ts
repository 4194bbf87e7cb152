// What the packing slip shows (issue 11 part 3): who receives the box (the gift recipient, else
// the shipping name), whether prices are printed, and (issue 28) the seller's legal name and FSSAI
// licence number under the shop's name.
import type { Seller } from '@/lib/api/get-seller';
import type { AdminOrder } from './order-view';

export interface SlipRecipient {
  name: string;
  mobile: string;
  /** Address lines, as printed. */
  lines: string[];
}

export function slipRecipient(order: Pick<AdminOrder, 'gift' | 'shippingAddress'>): SlipRecipient {
  const address = order.shippingAddress;
  return {
    name: order.gift?.recipientName || address.name,
    mobile: order.gift?.recipientMobile || address.mobile,
    lines: [address.street, `${address.city}, ${address.state} ${address.zip}`, address.country].filter((line) => line.trim()),
  };
}

/** Prices are printed unless the gift asks to leave them off. */
export function slipShowsPrices(order: Pick<AdminOrder, 'gift'>): boolean {
  return !order.gift?.hidePrices;
}

/** The seller's lines under the shop's name: the legal name and the FSSAI number, each when set. */
export function slipSellerLines(seller: Pick<Seller, 'legalName' | 'fssai'> | undefined): string[] {
  if (!seller) return [];
  const lines: string[] = [];
  if (seller.legalName.trim()) lines.push(seller.legalName.trim());
  if (seller.fssai) lines.push(`FSSAI Lic. No. ${seller.fssai}`);
  return lines;
}
