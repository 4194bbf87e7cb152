// What the packing slip shows (issue 11 part 3): who receives the box (the gift recipient, else
// the shipping name) and whether prices are printed.
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
