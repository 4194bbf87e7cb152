// /admin/reviews (issue 23): customers' reviews waiting for the owner (the default), approved or
// hidden, newest first, a page at a time ("Load more"). Each shows its product, author, stars,
// text, photo (a thumbnail opening the large copy) and date, with Approve and Hide; the lists
// refetch after a change.
import { Check, EyeOff } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { StarDisplay } from '@/components/ui/star-display';
import { formatDateTime } from '@/lib/format/date';
import { responsiveImage } from '@/lib/media';
import { toast } from '@/lib/toast';
import { REVIEWS_LIST_FAILED, useAdminReviews, useSetReviewStatus, type AdminReview, type ReviewStatus } from '../api/admin-reviews';
import { EmptyNote, ErrorNote, Loading, PageHeader } from './admin-ui';

const FILTERS: ReviewStatus[] = ['pending', 'approved', 'hidden'];
const FILTER_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', hidden: 'Hidden' };
const EMPTY_TEXT: Record<ReviewStatus, string> = {
  pending: 'No reviews are waiting for approval.',
  approved: 'No approved reviews yet.',
  hidden: 'No hidden reviews.',
};

function filterOf(value: string | null): ReviewStatus {
  return FILTERS.includes(value as ReviewStatus) ? (value as ReviewStatus) : 'pending';
}

function StatusButton({ review, status }: { review: AdminReview; status: 'approved' | 'hidden' }) {
  const set = useSetReviewStatus();
  const verb = status === 'approved' ? 'Approve' : 'Hide';
  const Icon = status === 'approved' ? Check : EyeOff;
  return (
    <button
      type="button"
      disabled={set.isPending}
      aria-busy={set.isPending || undefined}
      aria-label={`${verb} the review by ${review.author} of ${review.productName}`}
      onClick={() =>
        set.mutate(
          { id: review._id, status },
          {
            onSuccess: () => toast.success(status === 'approved' ? 'Review approved: it is shown on the product page.' : 'Review hidden.'),
            onError: (error) => toast.error(error.message),
          },
        )
      }
      className={`btn ${status === 'approved' ? 'btn-primary' : 'btn-outline'} min-h-11 px-4 py-1.5 sm:min-h-9`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {verb}
    </button>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  return (
    <li data-testid="review" className="card space-y-2 p-4 text-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-semibold text-stone-900 dark:text-stone-100">{review.productName}</p>
        <StarDisplay value={review.rating} />
        <span className="sr-only">{review.rating} out of 5</span>
        <time dateTime={review.updatedAt} className="ml-auto text-xs text-stone-600 dark:text-stone-400">
          {formatDateTime(review.updatedAt)}
        </time>
      </div>
      <p className="text-stone-600 dark:text-stone-400">by {review.author}</p>
      {review.text ? (
        <p className="leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-200">{review.text}</p>
      ) : (
        <p className="text-stone-500 italic dark:text-stone-400">{review.photo ? 'No text.' : 'No text, stars only.'}</p>
      )}
      {review.photo && (
        <a href={review.photo} target="_blank" rel="noopener" className="inline-block overflow-hidden rounded-xl ring-1 ring-stone-200 dark:ring-stone-700">
          {/* "Photo by …" tells the customer's photo apart from the shop's product pictures. */}
          {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
          <img
            {...responsiveImage(review.photo, '96px')}
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
            alt={`Photo by ${review.author}`}
            className="size-24 object-cover"
          />
        </a>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        {review.status !== 'approved' && <StatusButton review={review} status="approved" />}
        {review.status !== 'hidden' && <StatusButton review={review} status="hidden" />}
      </div>
    </li>
  );
}

export function ReviewsScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const list = useAdminReviews(filter);
  const reviews = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader title="Reviews" description="Customers’ reviews appear on the product page once you approve them." />
      <div role="group" aria-label="Show" className="mb-5 inline-flex rounded-full bg-white p-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setParams(value === 'pending' ? {} : { status: value }, { replace: true })}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold sm:min-h-9 ${
              filter === value ? 'bg-emerald-700 text-white' : 'text-stone-700 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800'
            }`}
          >
            {FILTER_LABELS[value]}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading label="Loading reviews..." />
      ) : list.isError ? (
        <ErrorNote>{list.error.message || REVIEWS_LIST_FAILED}</ErrorNote>
      ) : reviews.length === 0 ? (
        <EmptyNote>{EMPTY_TEXT[filter]}</EmptyNote>
      ) : (
        <>
          <ul aria-label={`${FILTER_LABELS[filter]} reviews`} className="space-y-3">
            {reviews.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </ul>
          <ShowMoreButton list={list} label="Load more" className="mt-6" buttonClassName="min-h-11" />
          {list.isFetchNextPageError && (
            <p role="alert" className="mt-3 text-center text-sm text-red-700 dark:text-red-400">
              {REVIEWS_LIST_FAILED}
            </p>
          )}
        </>
      )}
    </>
  );
}
