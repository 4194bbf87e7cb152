// The owner's review moderation (issue 23):
//   GET   /api/admin/reviews?status=pending|approved|hidden&cursor — newest first, paged by X-Next-Cursor
//   PATCH /api/admin/reviews/{id} { status }                         — approves, hides (or re-queues) one
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapPage, type CursorPage, type Schemas } from '@/lib/api/client';

export type AdminReview = Schemas['Review'];
export type ReviewStatus = 'pending' | 'approved' | 'hidden';

export const REVIEWS_LIST_FAILED = 'Could not load the reviews.';
export const REVIEW_UPDATE_FAILED = 'Could not update the review. Please try again.';

export const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (status: ReviewStatus) => ['admin', 'reviews', status] as const,
};

export function getAdminReviews(status: ReviewStatus, cursor?: string): Promise<CursorPage<AdminReview>> {
  const query = { status, ...(cursor ? { cursor } : {}) };
  return unwrapPage(api.GET('/api/admin/reviews', { params: { query } }), REVIEWS_LIST_FAILED);
}

export const adminReviewsQuery = (status: ReviewStatus) =>
  infiniteQueryOptions({
    queryKey: adminReviewKeys.list(status),
    queryFn: ({ pageParam }) => getAdminReviews(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export function useAdminReviews(status: ReviewStatus) {
  return useInfiniteQuery(adminReviewsQuery(status));
}

/** Sets a review's status; every review list refetches. */
export function useSetReviewStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ReviewStatus }) =>
      unwrap(api.PATCH('/api/admin/reviews/{id}', { params: { path: { id } }, body: { status } }), REVIEW_UPDATE_FAILED),
    onSuccess: () => client.invalidateQueries({ queryKey: adminReviewKeys.all }),
  });
}
