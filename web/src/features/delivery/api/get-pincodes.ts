// GET /api/admin/delivery/pincodes?search=&page= — served PIN codes, 50 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { deliveryKeys } from './query-keys';

export type PincodePage = Schemas['ServedPincodePage'];
export type ServedPincode = Schemas['ServedPincode'];

export const PINCODES_FAILED = 'Could not load the PIN codes.';

export function getPincodes(search: string, page: number): Promise<PincodePage> {
  const query = { page: String(page), ...(search ? { search } : {}) };
  return unwrap(api.GET('/api/admin/delivery/pincodes', { params: { query } }), PINCODES_FAILED);
}

export const pincodesQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: deliveryKeys.pincodes(search, page),
    queryFn: () => getPincodes(search, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePincodes(search: string, page: number) {
  return useQuery(pincodesQuery(search, page));
}
