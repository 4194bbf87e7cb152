// PUT /api/products/{id}/review/photo (bearer) — the photo file as the raw request body (JPEG, PNG
// or WebP up to 10 MB); answers the customer's review with its `photo`, waiting for approval
// again. 409 before they reviewed the product, 400 for a file that is not a picture, 413 too large.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api/client';
import { PHOTO_TOO_LARGE } from '../lib/review-photo';
import { storeMyReview, type Review } from './product-reviews';

export const PHOTO_UPLOAD_FAILED = 'Could not add your photo. Please try again.';

export async function uploadReviewPhoto(productId: string, file: File): Promise<Review> {
  try {
    return await unwrap(
      api.PUT('/api/products/{id}/review/photo', {
        params: { path: { id: productId } },
        // The schema describes the body as bytes; the file goes as it is, not as JSON.
        body: [],
        bodySerializer: () => file,
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
      }),
      PHOTO_UPLOAD_FAILED,
    );
  } catch (error) {
    // A proxy in front of the shop may refuse a large body before the server sees it.
    if (error instanceof ApiError && error.status === 413 && error.message === PHOTO_UPLOAD_FAILED) {
      throw new ApiError(413, PHOTO_TOO_LARGE);
    }
    throw error;
  }
}

export function useUploadReviewPhoto(productId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadReviewPhoto(productId, file),
    onSuccess: (review) => storeMyReview(client, userId, review),
  });
}
