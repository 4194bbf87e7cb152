// A review's photo as a small thumbnail (the 320 px copy) that opens the large one (1280 px): on
// the product page's approved reviews.
import { mediaCopy } from '../lib/review-photo';

interface ReviewPhotoProps {
  /** The review's `photo` URL (any width of the uploaded picture). */
  url: string;
  author: string;
  className?: string;
}

export function ReviewPhoto({ url, author, className = '' }: ReviewPhotoProps) {
  return (
    <a
      href={mediaCopy(url, 1280)}
      target="_blank"
      rel="noopener"
      className={`inline-block overflow-hidden rounded-xl ring-1 ring-stone-200 dark:ring-stone-700 ${className}`}
    >
      {/* "Photo by …" tells a customer's photo apart from the shop's own product pictures. */}
      {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
      <img
        src={mediaCopy(url, 320)}
        width={320}
        height={320}
        loading="lazy"
        decoding="async"
        alt={`Photo by ${author}`}
        className="size-24 object-cover"
      />
    </a>
  );
}
