// /admin/promotions/new and /admin/promotions/:id — a promotion's form; the edit page reads
// GET /api/admin/promotions/{id} and says how the promotion has done so far.
import { Loading } from '@/components/ui/loading';
import { Notice } from '@/components/ui/notice';
import { isNotFound } from '@/lib/api/client';
import { formatMoney } from '@/lib/format/money';
import { PROMOTION_FAILED, usePromotion } from '../api/admin-promotions';
import type { Promotion } from '../admin-types';
import { EMPTY_PROMOTION_FORM, promotionToForm } from '../lib/admin-promotion-form';
import { codeLabel } from '../lib/admin-promotion-text';
import { AdminPromotionForm } from './admin-promotion-form';
import { BackToPromotions, PromotionsHeader } from './admin-promotion-parts';

function times(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** "DIWALI20 · used 7 times · 3 paid orders, ₹4,500.00 revenue, ₹450.00 discount given". */
function results(promotion: Promotion): string {
  return [
    codeLabel(promotion),
    `used ${times(promotion.uses, 'time', 'times')}`,
    `${times(promotion.paidOrders, 'paid order', 'paid orders')}, ${formatMoney(promotion.revenue)} revenue, ${formatMoney(promotion.discountGiven)} discount given`,
  ].join(' · ');
}

export function AdminPromotionFormScreen({ promotionId }: { promotionId?: string }) {
  const editing = promotionId !== undefined;
  const promotion = usePromotion(promotionId);

  let body;
  if (!editing) {
    body = <AdminPromotionForm initial={EMPTY_PROMOTION_FORM} />;
  } else if (promotion.isPending) {
    body = <Loading label="Loading the promotion..." />;
  } else if (promotion.isError) {
    body = <Notice tone="error">{isNotFound(promotion.error) ? 'There is no such promotion. Go back to the list and open it from there.' : promotion.error.message || PROMOTION_FAILED}</Notice>;
  } else {
    body = <AdminPromotionForm key={promotion.data._id} promotionId={promotion.data._id} initial={promotionToForm(promotion.data)} />;
  }

  return (
    <>
      <BackToPromotions />
      <PromotionsHeader
        title={editing ? 'Edit promotion' : 'New promotion'}
        description={editing && promotion.data ? results(promotion.data) : 'A coupon code customers type at checkout, or an offer that applies by itself.'}
      />
      {body}
    </>
  );
}
