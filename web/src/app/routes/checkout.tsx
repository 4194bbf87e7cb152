// Checkout (SPEC §2) — lazy-loaded. The delivery feature's day, slot and area section is composed
// in here, so the checkout feature does not depend on it.
import { CheckoutDelivery } from '@/features/delivery/components/checkout-delivery';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';

export const Checkout = () => <CheckoutScreen Delivery={CheckoutDelivery} />;
