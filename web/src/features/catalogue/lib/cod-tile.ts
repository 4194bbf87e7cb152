// The product page's payment tile follows the owner's cash-on-delivery setting (issue 11 part 4):
// it promises cash on delivery only when checkout offers it.
import type { Schemas } from '@/lib/api/client';
import { formatMoney } from '@/lib/format/money';

export interface PaymentTileText {
  title: string;
  /** A limit under the title, e.g. "on orders up to ₹5,000.00". */
  note: string | null;
}

export function paymentTileText(cod: Schemas['CashOnDelivery']): PaymentTileText {
  if (!cod.enabled) return { title: 'Pay online securely', note: null };
  return { title: 'COD Available', note: cod.maxAmount != null ? `on orders up to ${formatMoney(cod.maxAmount)}` : null };
}
