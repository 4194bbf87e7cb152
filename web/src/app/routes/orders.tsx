// The customer's orders in the account area (SPEC §2) — lazy-loaded, inside the account layout.
import { useParams } from 'react-router';
import { OrderDetailScreen } from '@/features/orders/components/order-detail-screen';
import { OrdersScreen } from '@/features/orders/components/orders-screen';

export const Orders = () => <OrdersScreen />;

export function OrderDetail() {
  const { orderId = '' } = useParams();
  return <OrderDetailScreen key={orderId} orderId={orderId} />;
}
