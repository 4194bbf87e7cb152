// GET and PUT /api/user/consents — the signed-in customer's marketing and WhatsApp consents.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { useSession } from '@/lib/session';
import type { Consents, ConsentsRequest } from '../types';
import { privacyKeys } from './query-keys';

export const CONSENTS_FAILED = 'Could not load your choices. Please try again.';
export const CONSENT_SAVE_FAILED = 'Could not save your choice. Please try again.';

export function getConsents(): Promise<Consents> {
  return unwrap(api.GET('/api/user/consents'), CONSENTS_FAILED);
}

export function updateConsents(body: ConsentsRequest): Promise<Consents> {
  return unwrap(api.PUT('/api/user/consents', { body }), CONSENT_SAVE_FAILED);
}

export const consentsQuery = (userId: string) =>
  queryOptions({ queryKey: privacyKeys.consents(userId), queryFn: getConsents, staleTime: 0 });

export function useConsents() {
  const { user, token } = useSession();
  return useQuery({ ...consentsQuery(user?._id ?? ''), enabled: token !== null });
}

export function useUpdateConsents() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: (consents) => client.setQueryData(privacyKeys.consents(user?._id ?? ''), consents),
  });
}
