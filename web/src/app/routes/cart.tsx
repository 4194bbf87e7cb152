import { CartScreen } from '@/features/cart/components/cart-screen';

export function CartRoute() {
  // The checkout work passes its address selection and "Proceed to checkout" as `checkout`.
  return <CartScreen />;
}
