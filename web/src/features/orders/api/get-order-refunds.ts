// GET /api/orders/{id}/refunds (bearer) — the refunds of one of the customer's orders, oldest
// first; and GET …/refunds/{refundId}/credit-note, a refund's GST credit note as a PDF.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { downloaded, type DownloadedFile } from '@/lib/api/download';
import type { Refund } from '@/lib/refunds';

export const FAILED_TO_LOAD_REFUNDS = 'Your refunds could not be loaded. Please try again.';
export const CREDIT_NOTE_DOWNLOAD_FAILED = 'The credit note could not be downloaded. Please try again.';

export function getOrderRefunds(id: string): Promise<Refund[]> {
  return unwrap(api.GET('/api/orders/{id}/refunds', { params: { path: { id } } }), FAILED_TO_LOAD_REFUNDS);
}

export const orderRefundsQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: ['orders', userId, 'detail', id, 'refunds'],
    queryFn: () => getOrderRefunds(id),
    staleTime: 0,
  });

export function useOrderRefunds(userId: string | undefined, id: string, enabled: boolean) {
  return useQuery({ ...orderRefundsQuery(userId ?? '', id), enabled: enabled && userId !== undefined && id !== '' });
}

export function getCreditNote(orderId: string, refundId: string): Promise<DownloadedFile> {
  return downloaded(
    api.GET('/api/orders/{id}/refunds/{refund_id}/credit-note', {
      params: { path: { id: orderId, refund_id: refundId } },
      parseAs: 'blob',
    }),
    'credit-note.pdf',
    CREDIT_NOTE_DOWNLOAD_FAILED,
  );
}
