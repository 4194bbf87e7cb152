// GET /api/user/addresses (bearer) — the signed-in user's saved addresses, for the cart's
// delivery-address choice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';

export type Address = Schemas['Address'];

export const FAILED_TO_LOAD_ADDRESSES = 'Failed to load addresses. Please log in or check your connection.';

export async function getAddresses(): Promise<Address[]> {
  const data: unknown = await unwrap(api.GET('/api/user/addresses'), FAILED_TO_LOAD_ADDRESSES);
  if (!Array.isArray(data)) throw new Error(FAILED_TO_LOAD_ADDRESSES);
  return data as Address[];
}

/**
 * Keyed by user, so another account never sees a cached list, and under the same key as the
 * account area's address manager, so both share one cache. Refetched on every visit.
 */
export const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'addresses'],
    queryFn: getAddresses,
    staleTime: 0,
  });

export function useAddresses(userId: string | undefined, enabled: boolean) {
  return useQuery({ ...addressesQuery(userId ?? ''), enabled: enabled && userId !== undefined });
}
