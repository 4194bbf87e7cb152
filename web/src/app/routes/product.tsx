import { useParams } from 'react-router';
import { ProductDetailScreen } from '@/features/catalogue/components/product-detail-screen';
import { PincodeCheck } from '@/features/delivery/components/pincode-check';

export function ProductRoute() {
  const { id = '' } = useParams();
  // Keyed by id so moving between products starts fresh (carousel, tabs, rating). The delivery
  // feature's "Check delivery" box is composed in here (features never import each other).
  return <ProductDetailScreen key={id} id={id} deliveryCheck={<PincodeCheck />} />;
}
