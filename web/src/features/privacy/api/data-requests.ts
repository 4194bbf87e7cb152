// Admin: GET /api/admin/data-requests (paged by X-Next-Cursor), its summary, and
// POST /api/admin/data-requests/{id}/complete (erases now; 409 while orders are in progress).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapPage, type CursorPage } from '@/lib/api/client';
import type { DataRequest, DataRequestSummary } from '../types';
import { privacyKeys } from './query-keys';

export type RequestFilter = 'pending' | 'all';

export const REQUESTS_FAILED = 'Could not load the data requests.';
export const COMPLETE_FAILED = 'Could not erase this customer now.';

export function getDataRequestsPage(status: RequestFilter, cursor?: string): Promise<CursorPage<DataRequest>> {
  const query = cursor ? { status, cursor } : { status };
  return unwrapPage(api.GET('/api/admin/data-requests', { params: { query } }), REQUESTS_FAILED);
}

export const dataRequestsQuery = (status: RequestFilter) =>
  infiniteQueryOptions({
    queryKey: privacyKeys.adminList(status),
    queryFn: ({ pageParam }) => getDataRequestsPage(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export function useDataRequests(status: RequestFilter) {
  return useInfiniteQuery(dataRequestsQuery(status));
}

export function getDataRequestSummary(): Promise<DataRequestSummary> {
  return unwrap(api.GET('/api/admin/data-requests/summary'), REQUESTS_FAILED);
}

export const dataRequestSummaryQuery = queryOptions({
  queryKey: privacyKeys.adminSummary,
  queryFn: getDataRequestSummary,
  staleTime: 0,
});

export function useDataRequestSummary() {
  return useQuery(dataRequestSummaryQuery);
}

export function completeDataRequest(id: string): Promise<DataRequest> {
  return unwrap(api.POST('/api/admin/data-requests/{id}/complete', { params: { path: { id } } }), COMPLETE_FAILED);
}

export function useCompleteDataRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeDataRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.adminRequests }),
  });
}
