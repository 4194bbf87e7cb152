// GET /api/user/addresses — the signed-in customer's saved addresses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { useSession } from '@/lib/session';

export type Address = Schemas['Address'];

export const FAILED_TO_LOAD_ADDRESSES = 'Failed to load addresses.';
export const ADDRESSES_LOGIN_REQUIRED = 'Please log in to view your addresses.';

export async function getAddresses(): Promise<Address[]> {
  const data: unknown = await unwrap(api.GET('/api/user/addresses'), FAILED_TO_LOAD_ADDRESSES);
  if (!Array.isArray(data)) throw new Error(FAILED_TO_LOAD_ADDRESSES);
  return data as Address[];
}

export const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['account', userId, 'addresses'],
    queryFn: getAddresses,
  });

export function useAddresses() {
  const { user, token } = useSession();
  return useQuery({ ...addressesQuery(user?._id ?? ''), enabled: token !== null });
}
