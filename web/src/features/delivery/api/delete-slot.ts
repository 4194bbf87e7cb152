// DELETE /api/admin/delivery/slots/{id} — refused (409) while orders hold places in it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { invalidateDelivery } from './invalidate';

export async function deleteSlot(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/admin/delivery/slots/{id}', { params: { path: { id } } }), 'Could not delete the slot.');
}

export function useDeleteSlot() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSlot, onSuccess: () => invalidateDelivery(client) });
}
