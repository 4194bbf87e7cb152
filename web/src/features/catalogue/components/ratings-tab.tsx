// The product page's Ratings tab (issue 23), loaded on demand when the tab opens: the average of
// the approved reviews and their count, the reviews newest first ("Show more reviews" pages by the
// server's cursor), and the form for a signed-in customer; a guest is asked to sign in, and comes
// back to the product afterwards. A review's photo shows as a thumbnail opening the large copy; a
// customer with a review can add, replace or remove theirs.
import { BadgeCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { StarDisplay } from '@/components/ui/star-display';
import { formatDate } from '@/lib/format/date';
import { loginPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { REVIEWS_FAILED, useMyReviews, useProductReviews, type PublicReview } from '../api/product-reviews';
import { RatingForm } from './rating-form';
import { ReviewPhoto } from './review-photo';
import { RATE_FIRST, ReviewPhotoField } from './review-photo-field';

const reviewsWord = (n: number) => (n === 1 ? '1 review' : `${n.toLocaleString('en-IN')} reviews`);

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{review.author}</span>
        <StarDisplay value={review.rating} />
        <span className="sr-only">{review.rating} out of 5</span>
        {review.verifiedPurchase && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Verified purchase
          </span>
        )}
        <time dateTime={review.date} className="ml-auto text-xs text-stone-600 dark:text-stone-400">
          {formatDate(review.date)}
        </time>
      </div>
      {review.text && <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-300">{review.text}</p>}
      {review.photo && <ReviewPhoto url={review.photo} author={review.author} className="mt-3" />}
    </li>
  );
}

function YourReview({ productId }: { productId: string }) {
  const { user, isAuthenticated } = useSession();
  const userId = isAuthenticated ? user?._id : undefined;
  const mine = useMyReviews(userId);
  const { pathname, search } = useLocation();
  if (!userId) {
    return (
      <p className="text-sm">
        <Link to={loginPath(pathname + search)} className="btn btn-outline">
          Sign in to review
        </Link>
      </p>
    );
  }
  if (mine.isPending) return <Loading label="Loading your review..." />;
  const review = mine.data?.find((item) => item.productId === productId);
  // Keyed by product only: saving a first review refetches the list, which must not reset the thanks.
  return (
    <div className="space-y-6">
      <RatingForm key={productId} productId={productId} userId={userId} mine={review} />
      {review ? (
        <ReviewPhotoField key={productId} productId={productId} userId={userId} review={review} />
      ) : (
        <p className="text-sm text-stone-600 dark:text-stone-400">{RATE_FIRST}</p>
      )}
    </div>
  );
}

export function RatingsTab({ productId }: { productId: string }) {
  const list = useProductReviews(productId);
  const first = list.data?.pages[0];
  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <div className="space-y-6">
      {list.isPending ? (
        <Loading label="Loading reviews..." />
      ) : list.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {REVIEWS_FAILED}
        </p>
      ) : (
        <section aria-label="Reviews" className="space-y-4">
          {first && first.count > 0 && first.average != null ? (
            <div className="flex flex-wrap items-center gap-3">
              <StarDisplay value={first.average} />
              <p className="font-semibold">{first.average.toFixed(1)} out of 5</p>
              <p className="text-sm text-stone-600 dark:text-stone-400">{reviewsWord(first.count)}</p>
            </div>
          ) : (
            <p className="text-sm text-stone-600 dark:text-stone-400">No reviews yet.</p>
          )}
          {reviews.length > 0 && (
            <ul aria-label="Customer reviews" className="space-y-3">
              {reviews.map((review) => (
                <ReviewItem key={review._id} review={review} />
              ))}
            </ul>
          )}
          <ShowMoreButton list={list} label="Show more reviews" />
          {list.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {REVIEWS_FAILED}
            </p>
          )}
        </section>
      )}
      <YourReview productId={productId} />
    </div>
  );
}
