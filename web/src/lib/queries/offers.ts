// GET /api/offers (issue 21): the automatic offers running now, for the badges on product cards
// and product pages. One cached copy for every card, asked again after five minutes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Offer } from '@/lib/promotions/types';

const FAILED_TO_LOAD_OFFERS = 'Failed to load the offers.';
/** Offers change rarely; cards share one copy. */
export const OFFERS_STALE_TIME = 5 * 60_000;

export const offerKeys = {
  all: ['offers'] as const,
};

export async function getOffers(): Promise<Offer[]> {
  const data: unknown = await unwrap(api.GET('/api/offers'), FAILED_TO_LOAD_OFFERS);
  // Anything but a list means no offers.
  return Array.isArray(data) ? (data as Offer[]) : [];
}

export const offersQuery = queryOptions({
  queryKey: offerKeys.all,
  queryFn: getOffers,
  staleTime: OFFERS_STALE_TIME,
});

const NO_OFFERS: Offer[] = [];

/** The offers running now; none while they load or when they cannot be loaded. */
export function useOffers(): Offer[] {
  return useQuery(offersQuery).data ?? NO_OFFERS;
}
