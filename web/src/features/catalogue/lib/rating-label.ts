// The product header's rating (issue 23): the average of approved reviews and how many.

/** "4.3 of 5 · 12 reviews", "5.0 of 5 · 1 review". */
export function ratingLabel(rating: { average: number; count: number }): string {
  return `${rating.average.toFixed(1)} of 5 · ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}
