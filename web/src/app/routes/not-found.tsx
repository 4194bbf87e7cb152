import { Link } from 'react-router';
import { DEFAULT_PRODUCT_IMAGE } from '@/lib/constants';

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <img src={DEFAULT_PRODUCT_IMAGE} alt="" width={400} height={400} className="size-32 rounded-full" />
      <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight">Page not found</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-400">We couldn&apos;t find that page. It may have moved, or never existed.</p>
      <Link to="/" className="btn btn-primary mt-8">
        Go to the home page
      </Link>
    </div>
  );
}
