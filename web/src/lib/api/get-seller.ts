// GET /api/seller — who sells and how to reach them (issue 28): the Seller information page, the
// footer's FSSAI number and the packing slip. Shared here, as /api/config is, because the footer
// and the admin feature read it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from './client';

export type Seller = Schemas['Seller'];
export type GrievanceOfficer = Schemas['GrievanceOfficer'];

export const SELLER_LOAD_FAILED = 'The seller information could not be loaded. Please try again.';

export function getSeller(): Promise<Seller> {
  return unwrap(api.GET('/api/seller'), SELLER_LOAD_FAILED);
}

/** Keyed under ['seller'], which the admin's business settings make stale when they are saved. */
export const sellerQuery = queryOptions({
  queryKey: ['seller'],
  queryFn: getSeller,
  staleTime: 5 * 60_000,
});

export function useSeller() {
  return useQuery(sellerQuery);
}
