// All products and Categories (footer links), lazy-loaded by the router.
import { AllProductsScreen } from '@/features/catalogue/components/all-products-screen';
import { CategoriesScreen } from '@/features/catalogue/components/categories-screen';

export const AllProductsRoute = () => <AllProductsScreen />;
export const CategoriesRoute = () => <CategoriesScreen />;
