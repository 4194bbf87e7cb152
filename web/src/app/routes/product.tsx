import { useParams } from 'react-router';
import { ProductDetailScreen } from '@/features/catalogue/components/product-detail-screen';

export function ProductRoute() {
  const { id = '' } = useParams();
  // Keyed by id so moving between products starts fresh (carousel, tabs, rating).
  return <ProductDetailScreen key={id} id={id} />;
}
