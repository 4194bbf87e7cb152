// Seller information (issue 28), lazy-loaded by the router: a thin wrapper over features/seller.
import { SellerScreen } from '@/features/seller/components/seller-screen';

export const SellerRoute = () => <SellerScreen />;
