// PUT /api/admin/delivery/pincodes/{pincode} — one PIN code's extra fee.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { invalidateDelivery } from './invalidate';

export function updatePincode({ pincode, extraFee }: { pincode: string; extraFee: number }): Promise<Schemas['ServedPincode']> {
  return unwrap(
    api.PUT('/api/admin/delivery/pincodes/{pincode}', { params: { path: { pincode } }, body: { extraFee } }),
    'Could not save the fee.',
  );
}

export function useUpdatePincode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePincode, onSuccess: () => invalidateDelivery(client) });
}
