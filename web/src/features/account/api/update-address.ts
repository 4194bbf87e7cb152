// PUT /api/user/addresses/{id} — replaces one of the customer's addresses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useSession } from '@/lib/session';
import type { AddressRequest } from './create-address';
import { addressesQuery, type Address } from './get-addresses';

export const FAILED_TO_UPDATE_ADDRESS = 'Failed to update address.';

export function updateAddress({ id, body }: { id: string; body: AddressRequest }): Promise<Address> {
  return unwrap(api.PUT('/api/user/addresses/{id}', { params: { path: { id } }, body }), FAILED_TO_UPDATE_ADDRESS);
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { queryKey } = addressesQuery(user?._id ?? '');
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (address) => {
      queryClient.setQueryData(queryKey, (current) =>
        (current ?? []).map((existing) => (existing._id === address._id ? address : existing)),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
