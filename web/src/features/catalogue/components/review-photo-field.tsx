// The photo of the customer's own review (Ratings tab): "Add a photo" sends a picture file as the
// review's photo; the current one shows small with "Remove photo". The browser refuses a file the
// server would refuse (type, size) before sending it; the server's refusals are shown as worded.
import { useId, useState, type ChangeEvent } from 'react';
import { useDeleteReviewPhoto } from '../api/delete-review-photo';
import type { Review } from '../api/product-reviews';
import { useUploadReviewPhoto } from '../api/upload-review-photo';
import { mediaCopy, PHOTO_ACCEPT, photoFileProblem } from '../lib/review-photo';

export const PHOTO_ADDED = 'Your photo was added. It shows once the shop approves your review.';
export const PHOTO_REMOVED = 'Your photo was removed.';
export const RATE_FIRST = 'Rate the product first to add a photo.';

type Note = { kind: 'none' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

interface ReviewPhotoFieldProps {
  productId: string;
  userId: string;
  review: Review;
}

export function ReviewPhotoField({ productId, userId, review }: ReviewPhotoFieldProps) {
  const inputId = useId();
  const upload = useUploadReviewPhoto(productId, userId);
  const remove = useDeleteReviewPhoto(productId, userId);
  const [note, setNote] = useState<Note>({ kind: 'none' });
  const busy = upload.isPending || remove.isPending;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must send it again.
    event.target.value = '';
    if (!file || busy) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setNote({ kind: 'error', text: problem });
      return;
    }
    setNote({ kind: 'none' });
    upload.mutate(file, {
      onSuccess: () => setNote({ kind: 'done', text: PHOTO_ADDED }),
      onError: (error) => setNote({ kind: 'error', text: error.message }),
    });
  };

  const onRemove = () => {
    setNote({ kind: 'none' });
    remove.mutate(undefined, {
      onSuccess: () => setNote({ kind: 'done', text: PHOTO_REMOVED }),
      onError: (error) => setNote({ kind: 'error', text: error.message }),
    });
  };

  return (
    <section aria-label="Your photo" className="space-y-3">
      <h3 className="font-semibold">Your photo</h3>
      {review.photo && (
        <div className="flex flex-wrap items-end gap-3">
          {/* The customer's own photo, told apart from the product's pictures. */}
          {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
          <img
            src={mediaCopy(review.photo, 320)}
            width={320}
            height={320}
            alt="Your photo"
            className="size-24 rounded-xl object-cover ring-1 ring-stone-200 dark:ring-stone-700"
          />
          <button type="button" className="btn btn-outline" disabled={busy} aria-busy={remove.isPending || undefined} onClick={onRemove}>
            Remove photo
          </button>
        </div>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept={PHOTO_ACCEPT}
          disabled={busy}
          onChange={onFile}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="btn btn-outline cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {review.photo ? 'Replace photo' : 'Add a photo'}
        </label>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">JPEG, PNG or WebP, up to 10 MB.</p>
      </div>
      <p role="status" className="text-sm font-semibold text-emerald-900 empty:hidden dark:text-emerald-100">
        {upload.isPending ? 'Uploading…' : remove.isPending ? 'Removing…' : note.kind === 'done' ? note.text : ''}
      </p>
      {note.kind === 'error' && (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {note.text}
        </p>
      )}
    </section>
  );
}
