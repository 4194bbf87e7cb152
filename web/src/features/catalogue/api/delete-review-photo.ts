// DELETE /api/products/{id}/review/photo (bearer) — takes the photo off the customer's review of
// the product; answers the review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { storeMyReview } from './product-reviews';

export const PHOTO_REMOVE_FAILED = 'Could not remove your photo. Please try again.';

export function deleteReviewPhoto(productId: string) {
  return unwrap(api.DELETE('/api/products/{id}/review/photo', { params: { path: { id: productId } } }), PHOTO_REMOVE_FAILED);
}

export function useDeleteReviewPhoto(productId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReviewPhoto(productId),
    onSuccess: (review) => storeMyReview(client, userId, review),
  });
}
