import { useParams } from 'react-router';
import { CategoryScreen } from '@/features/catalogue/components/category-screen';

/** Serves /category/{categoryName} and /c/{categorySlug}: both routes name their parameter categoryName. */
export function CategoryRoute() {
  const { categoryName = '' } = useParams();
  return <CategoryScreen key={categoryName} value={categoryName} />;
}
