// The addresses resource: GET /api/user/addresses (bearer), the signed-in customer's saved
// addresses. The one owner of its query key: the account's address manager and the cart's
// address choice read, and the address mutations update, the same cached list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { useSession } from '@/lib/session';
import { readString, removeKey, STORAGE_KEYS } from '@/lib/storage';

export type Address = Schemas['Address'];
export type AddressRequest = Schemas['AddressRequest'];

/** Keyed by user, so another account never sees a cached list. */
export const addressKeys = {
  list: (userId: string) => ['account', userId, 'addresses'] as const,
};

export const FAILED_TO_LOAD_ADDRESSES = 'Failed to load addresses.';

export async function getAddresses(): Promise<Address[]> {
  const data = await unwrap(api.GET('/api/user/addresses'), FAILED_TO_LOAD_ADDRESSES);
  if (!Array.isArray(data)) throw new Error(FAILED_TO_LOAD_ADDRESSES);
  return data;
}

export const addressesQuery = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: getAddresses,
  });

/**
 * The signed-in customer's addresses (disabled when signed out). `fresh` refetches on every
 * mount: the cart's choice must not offer an address deleted in another tab.
 */
export function useAddresses({ fresh = false }: { fresh?: boolean } = {}) {
  const { user, token } = useSession();
  return useQuery({
    ...addressesQuery(user?._id ?? ''),
    enabled: token !== null && user !== null,
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

export const FAILED_TO_ADD_ADDRESS = 'Failed to add address.';
export const FAILED_TO_UPDATE_ADDRESS = 'Failed to update address.';
export const FAILED_TO_DELETE_ADDRESS = 'Failed to delete address.';

export function createAddress(body: AddressRequest): Promise<Address> {
  return unwrap(api.POST('/api/user/addresses', { body }), FAILED_TO_ADD_ADDRESS);
}

export function updateAddress({ id, body }: { id: string; body: AddressRequest }): Promise<Address> {
  return unwrap(api.PUT('/api/user/addresses/{id}', { params: { path: { id } }, body }), FAILED_TO_UPDATE_ADDRESS);
}

export async function deleteAddress(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/user/addresses/{id}', { params: { path: { id } } }), FAILED_TO_DELETE_ADDRESS);
}

/** Applies `change` to the cached list at once, then refetches it. */
function useAddressesUpdater() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const queryKey = addressKeys.list(user?._id ?? '');
  return (change: (current: Address[]) => Address[]) => {
    queryClient.setQueryData(queryKey, (current: Address[] | undefined) => change(current ?? []));
    void queryClient.invalidateQueries({ queryKey });
  };
}

export function useCreateAddress() {
  const update = useAddressesUpdater();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: (address) => update((current) => [...current, address]),
  });
}

export function useUpdateAddress() {
  const update = useAddressesUpdater();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (address) => update((current) => current.map((existing) => (existing._id === address._id ? address : existing))),
  });
}

export function useDeleteAddress() {
  const update = useAddressesUpdater();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_, id) => {
      // A deleted address can no longer be the cart's delivery address.
      if (readString(STORAGE_KEYS.selectedAddressId) === id) removeKey(STORAGE_KEYS.selectedAddressId);
      update((current) => current.filter((address) => address._id !== id));
    },
  });
}
