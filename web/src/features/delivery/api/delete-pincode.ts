// DELETE /api/admin/delivery/pincodes/{pincode} — stops serving it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { invalidateDelivery } from './invalidate';

export async function deletePincode(pincode: string): Promise<void> {
  await unwrap(api.DELETE('/api/admin/delivery/pincodes/{pincode}', { params: { path: { pincode } } }), 'Could not remove the PIN code.');
}

export function useDeletePincode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePincode, onSuccess: () => invalidateDelivery(client) });
}
