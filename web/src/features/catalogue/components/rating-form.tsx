// The Ratings tab's star selector (SPEC §2, §5 Rating). The rating is never sent to a server.
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { StarDisplay } from '@/components/ui/star-display';

export const PLEASE_SELECT_A_RATING = 'Please select a rating.';

export function RatingForm({ productName }: { productName: string }) {
  const name = useId();
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<number | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      setError(PLEASE_SELECT_A_RATING);
      return;
    }
    setError(null);
    setSubmitted(rating);
  };

  const lit = hover || rating;

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3">
        <StarDisplay value={4.5} />
        <p className="font-semibold">4.5 of 5</p>
        <p className="text-sm text-stone-600 dark:text-stone-400">from our happy customers</p>
      </div>
      {submitted !== null ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
          Thank you! You rated {productName} {submitted} out of 5.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <fieldset>
            <legend className="font-semibold">Rate this product</legend>
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
          {error && (
            <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary">
            Submit Rating
          </button>
        </form>
      )}
    </div>
  );
}
