// Categories (/categories, linked from the footer): every active category with its picture and
// how many products it has, each leading to its category page.
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { responsiveImage } from '@/lib/media';
import { useCategories } from '../api/get-categories';
import { useProducts } from '@/lib/queries/products';

export const FAILED_TO_FETCH_CATEGORIES = 'Failed to fetch categories';

export function CategoriesScreen() {
  const categories = useCategories();
  const products = useProducts();
  const counts = useMemo(() => {
    const byId = new Map<string, number>();
    for (const p of products.data ?? []) {
      const id = p.categoryId?._id;
      if (id) byId.set(id, (byId.get(id) ?? 0) + 1);
    }
    return byId;
  }, [products.data]);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
      <h1 className="font-display text-4xl font-extrabold tracking-tight">Categories</h1>
      <p className="mt-1 text-stone-600 dark:text-stone-400">Fresh fruit, dry fruits and gift hampers, by kind.</p>

      <div className="mt-8">
        {categories.isPending ? (
          <ul aria-hidden="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="h-56 animate-pulse rounded-3xl bg-stone-200/70 dark:bg-stone-800" />
            ))}
          </ul>
        ) : categories.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {FAILED_TO_FETCH_CATEGORIES}
          </p>
        ) : categories.data.length === 0 ? (
          <p className="card p-10 text-center text-lg font-semibold">No categories yet.</p>
        ) : (
          <ul aria-label="Categories" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {categories.data.map((category) => {
              const count = counts.get(category._id);
              return (
                <li key={category._id}>
                  <Link
                    to={`/category/${category.slug}`}
                    className={`group flex h-full flex-col items-center gap-3 rounded-3xl p-5 text-center ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-lg dark:ring-stone-800 bg-${category.bg} dark:bg-stone-900`}
                  >
                    {category.image && (
                      <img
                        {...responsiveImage(category.image, '(min-width: 640px) 128px, 96px')}
                        alt=""
                        width={200}
                        height={200}
                        loading="lazy"
                        decoding="async"
                        className="size-24 rounded-full object-cover transition-transform group-hover:scale-105 sm:size-32"
                      />
                    )}
                    <span className="font-display text-lg leading-tight font-bold text-stone-900 dark:text-stone-50">
                      {category.name}
                    </span>
                    {count !== undefined && (
                      <span className="text-sm text-stone-600 dark:text-stone-400">
                        {count === 1 ? '1 product' : `${count} products`}
                      </span>
                    )}
                    <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
                      Shop now
                      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
