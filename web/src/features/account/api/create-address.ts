// POST /api/user/addresses — saves a new address.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { useSession } from '@/lib/session';
import { addressesQuery, type Address } from './get-addresses';

export type AddressRequest = Required<{ [K in keyof Schemas['AddressRequest']]: string }>;

export const FAILED_TO_ADD_ADDRESS = 'Failed to add address.';

export function createAddress(body: AddressRequest): Promise<Address> {
  return unwrap(api.POST('/api/user/addresses', { body }), FAILED_TO_ADD_ADDRESS);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { queryKey } = addressesQuery(user?._id ?? '');
  return useMutation({
    mutationFn: createAddress,
    onSuccess: (address) => {
      queryClient.setQueryData(queryKey, (current) => [...(current ?? []), address]);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
