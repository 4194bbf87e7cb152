// Promotions (issue 21), lazy-loaded by the router: thin wrappers over features/promotions for
// the admin's list and form.
import { useParams } from 'react-router';
import { AdminPromotionFormScreen } from '@/features/promotions/components/admin-promotion-form-screen';
import { AdminPromotionsScreen } from '@/features/promotions/components/admin-promotions-screen';

export const AdminPromotions = () => <AdminPromotionsScreen />;
export const AdminPromotionNew = () => <AdminPromotionFormScreen />;

export function AdminPromotionEdit() {
  const { id = '' } = useParams();
  return <AdminPromotionFormScreen key={id} promotionId={id} />;
}
