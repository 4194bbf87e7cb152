// DELETE /api/user/addresses/{id} — deletes one of the customer's addresses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useSession } from '@/lib/session';
import { readString, removeKey, STORAGE_KEYS } from '@/lib/storage';
import { addressesQuery } from './get-addresses';

export const FAILED_TO_DELETE_ADDRESS = 'Failed to delete address.';

export async function deleteAddress(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/user/addresses/{id}', { params: { path: { id } } }), FAILED_TO_DELETE_ADDRESS);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { queryKey } = addressesQuery(user?._id ?? '');
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_, id) => {
      // A deleted address can no longer be the cart's delivery address.
      if (readString(STORAGE_KEYS.selectedAddressId) === id) removeKey(STORAGE_KEYS.selectedAddressId);
      queryClient.setQueryData(queryKey, (current) => (current ?? []).filter((address) => address._id !== id));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
