// Product reviews (issue 23):
//   GET /api/products/{id}/reviews?cursor — the approved reviews, newest first, with their average
//     and count; the next page's cursor comes in the X-Next-Cursor header
//   GET /api/account/reviews (bearer)     — the signed-in customer's own reviews, any status
//   PUT /api/products/{id}/review (bearer) { rating, text } — writes or edits one (pending again);
//     403 without a delivered order with the product, 400 for bad input, each with a `message`
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type ProductReviews = Schemas['ProductReviews'];
export type PublicReview = Schemas['PublicReview'];
export type Review = Schemas['Review'];

export const REVIEWS_FAILED = 'Could not load the reviews.';
export const SAVE_REVIEW_FAILED = 'Could not save your review. Please try again.';

export const reviewKeys = {
  product: (productId: string) => ['reviews', 'product', productId] as const,
  mine: (userId: string) => ['reviews', 'mine', userId] as const,
};

/** A page of a product's reviews and the cursor of the next one (null on the last). */
export async function getProductReviews(productId: string, cursor?: string): Promise<ProductReviews & { next: string | null }> {
  let next: string | null = null;
  const page = await unwrap(
    api
      .GET('/api/products/{id}/reviews', { params: { path: { id: productId }, query: cursor ? { cursor } : {} } })
      .then((result) => {
        next = result.response.headers.get('x-next-cursor');
        return result;
      }),
    REVIEWS_FAILED,
  );
  return { ...page, next };
}

export const productReviewsQuery = (productId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.product(productId),
    queryFn: ({ pageParam }) => getProductReviews(productId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export function useProductReviews(productId: string) {
  return useInfiniteQuery(productReviewsQuery(productId));
}

/** The signed-in customer's own reviews; off (`userId` undefined) for a guest. */
export function useMyReviews(userId: string | undefined) {
  return useQuery({
    queryKey: reviewKeys.mine(userId ?? ''),
    queryFn: () => unwrap(api.GET('/api/account/reviews'), REVIEWS_FAILED),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

export interface ReviewInput {
  rating: number;
  text: string;
}

/** Writes or edits the customer's review of `productId`; their own list refetches. */
export function useSaveReview(productId: string, userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      unwrap(api.PUT('/api/products/{id}/review', { params: { path: { id: productId } }, body }), SAVE_REVIEW_FAILED),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.mine(userId ?? '') }),
  });
}

/**
 * Puts the server's answer for the customer's review (after a photo was added or removed) in their
 * own list at once, then refetches it and the product's reviews.
 */
export function storeMyReview(client: QueryClient, userId: string, review: Review) {
  client.setQueryData<Review[]>(reviewKeys.mine(userId), (list) =>
    list?.some((item) => item._id === review._id) ? list.map((item) => (item._id === review._id ? review : item)) : [...(list ?? []), review],
  );
  void client.invalidateQueries({ queryKey: reviewKeys.mine(userId) });
  void client.invalidateQueries({ queryKey: reviewKeys.product(review.productId) });
}
