import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '@/lib/queries/products';
import { CartScreen } from '@/features/cart/components/cart-screen';
import { useCart } from '@/lib/cart/cart-context';

export function CartRoute() {
  // Opening the cart fetches the product list again, so its lines show the stock left now
  // (CartCatalogueSync copies it into the cart).
  const hasItems = useCart().items.length > 0;
  useQuery({ ...productsQuery, enabled: hasItems, refetchOnMount: 'always' });
  // The checkout work passes its address selection and "Proceed to checkout" as `checkout`.
  return <CartScreen />;
}
