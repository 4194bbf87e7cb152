// Admin: GET /api/admin/offer-mails/audience (how many customers agreed to offers by mail) and
// POST /api/admin/offer-mails (queues the mail for them only; 400 with field errors).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { OfferAudience, OfferMailRequest, OfferMailResponse } from '../types';
import { privacyKeys } from './query-keys';

export const AUDIENCE_FAILED = 'Could not load how many customers agreed to offers.';
export const OFFER_SEND_FAILED = 'Could not send the offer mail. Please try again.';

export function getOfferAudience(): Promise<OfferAudience> {
  return unwrap(api.GET('/api/admin/offer-mails/audience'), AUDIENCE_FAILED);
}

export const offerAudienceQuery = queryOptions({
  queryKey: privacyKeys.offerAudience,
  queryFn: getOfferAudience,
  staleTime: 0,
});

export function useOfferAudience() {
  return useQuery(offerAudienceQuery);
}

export function sendOfferMail(body: OfferMailRequest): Promise<OfferMailResponse> {
  return unwrap(api.POST('/api/admin/offer-mails', { body }), OFFER_SEND_FAILED);
}

export function useSendOfferMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendOfferMail,
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKeys.offerAudience }),
  });
}
