// All products and Categories (footer links) and the search results, lazy-loaded by the router.
import { AllProductsScreen } from '@/features/catalogue/components/all-products-screen';
import { CategoriesScreen } from '@/features/catalogue/components/categories-screen';
import { SearchScreen } from '@/features/catalogue/components/search-screen';

export const AllProductsRoute = () => <AllProductsScreen />;
export const CategoriesRoute = () => <CategoriesScreen />;
export const SearchRoute = () => <SearchScreen />;
