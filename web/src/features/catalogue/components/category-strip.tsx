// "Shop by category": the active categories with their picture and background colour.
import { Link } from 'react-router';
import { responsiveImage } from '@/lib/media';
import { useCategories } from '../api/get-categories';

/** Tiles the placeholder shows while the categories load (the demo shop's count: two rows on phones). */
const PLACEHOLDER_TILES = 6;

export function CategoryStrip() {
  const { data, isPending } = useCategories();
  // While loading, a placeholder of the strip's height keeps the products below from jumping.
  if (isPending) return <CategoryStripPlaceholder />;
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="shop-by-category">
      <h2 id="shop-by-category" className="font-display text-2xl font-extrabold tracking-tight">
        Shop by category
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6">
        {data.map((category) => (
          <li key={category._id}>
            <Link
              to={`/category/${category.slug}`}
              className={`group flex h-full flex-col items-center gap-2 rounded-2xl p-3 text-center ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md dark:ring-stone-800 bg-${category.bg} dark:bg-stone-900`}
            >
              {category.image && (
                <img
                  {...responsiveImage(category.image, '80px')}
                  alt=""
                  width={200}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="size-16 rounded-full object-cover transition-transform group-hover:scale-105 sm:size-20"
                />
              )}
              <span className="text-xs leading-tight font-semibold text-stone-800 sm:text-sm dark:text-stone-100">
                {category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryStripPlaceholder() {
  return (
    <div aria-hidden="true">
      <div className="h-8 w-48 animate-pulse rounded-lg bg-stone-200 dark:bg-stone-800" />
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
          <li key={i} className="flex flex-col items-center gap-2 rounded-2xl p-3 ring-1 ring-stone-200/70 dark:ring-stone-800">
            <span className="size-16 animate-pulse rounded-full bg-stone-200 sm:size-20 dark:bg-stone-800" />
            <span className="h-4 w-16 animate-pulse rounded bg-stone-200 sm:h-5 dark:bg-stone-800" />
          </li>
        ))}
      </ul>
    </div>
  );
}
