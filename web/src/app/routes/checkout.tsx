// Checkout (SPEC §2) — lazy-loaded.
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';

export const Checkout = () => <CheckoutScreen />;
