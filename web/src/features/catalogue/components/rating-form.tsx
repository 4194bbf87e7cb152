// The Ratings tab's form (SPEC §2, §5 Rating; issue 23): a star selector and an optional text of
// up to 2,000 characters, sent as the signed-in customer's review of the product. The customer's
// own review, when there is one, fills it in and says whether it is waiting or shown. The server's
// refusals (no delivered order with the product, bad input) are shown as it words them.
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSaveReview, type Review } from '../api/product-reviews';

export const PLEASE_SELECT_A_RATING = 'Please select a rating.';
export const REVIEW_MAX_LENGTH = 2000;
export const REVIEW_THANKS = 'Thanks! Your review will appear once the shop has checked it.';

const STATUS_TEXT: Record<string, string> = {
  pending: 'Your review is waiting for approval.',
  approved: 'Your review is shown.',
  hidden: 'Your review is not shown on this page.',
};

const count = (n: number) => n.toLocaleString('en-IN');

interface RatingFormProps {
  productId: string;
  userId: string;
  /** The customer's own review of this product, if any. */
  mine?: Review;
}

export function RatingForm({ productId, userId, mine }: RatingFormProps) {
  const name = useId();
  const textId = useId();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [hover, setHover] = useState(0);
  const [text, setText] = useState(mine?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const save = useSaveReview(productId, userId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      setError(PLEASE_SELECT_A_RATING);
      return;
    }
    setError(null);
    setThanked(false);
    save.mutate(
      { rating, text: text.trim() },
      {
        onSuccess: () => setThanked(true),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const lit = hover || rating;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {mine && !thanked && STATUS_TEXT[mine.status] && (
        <p className="rounded-2xl bg-stone-100 p-3 text-sm font-semibold text-stone-800 dark:bg-stone-800 dark:text-stone-200">
          {STATUS_TEXT[mine.status]}
        </p>
      )}
      <fieldset>
        <legend className="font-semibold">{mine ? 'Edit your rating' : 'Rate this product'}</legend>
        <div className="mt-2 flex gap-1" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((value) => (
            <span key={value} className="relative">
              <input
                type="radio"
                id={`${name}-${value}`}
                name={name}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setError(null);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={`${name}-${value}`}
                onMouseEnter={() => setHover(value)}
                className="block cursor-pointer rounded-md p-1 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-emerald-600"
              >
                <Star
                  aria-hidden="true"
                  className={`size-8 transition-colors ${value <= lit ? 'fill-amber-400 text-amber-500' : 'text-stone-400 dark:text-stone-500'}`}
                />
                <span className="sr-only">{value === 1 ? '1 star' : `${value} stars`}</span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={textId} className="font-semibold">
          Your review <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
        </label>
        <textarea
          id={textId}
          value={text}
          maxLength={REVIEW_MAX_LENGTH}
          rows={4}
          aria-describedby={`${textId}-count`}
          onChange={(event) => setText(event.target.value)}
          className="mt-1 block w-full rounded-2xl border border-stone-300 bg-white p-3 text-sm dark:border-stone-700 dark:bg-stone-900"
        />
        <p id={`${textId}-count`} className="mt-1 text-right text-xs text-stone-600 tabular-nums dark:text-stone-400">
          {count(text.length)} / {count(REVIEW_MAX_LENGTH)} characters
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {thanked && (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
          {REVIEW_THANKS}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        Submit Rating
      </button>
    </form>
  );
}
