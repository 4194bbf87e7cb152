// GET /api/delivery/check?pincode= — whether the shop delivers there, its extra fee and the
// earliest slot ("Delivers to 411001 — earliest tomorrow 7–11").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { deliveryKeys } from './query-keys';

export type PincodeCheck = Schemas['PincodeCheck'];

export const CHECK_FAILED = 'Could not check this PIN code. Please try again.';

export function checkPincode(pincode: string): Promise<PincodeCheck> {
  return unwrap(api.GET('/api/delivery/check', { params: { query: { pincode } } }), CHECK_FAILED);
}

export const pincodeCheckQuery = (pincode: string) =>
  queryOptions({
    queryKey: deliveryKeys.check(pincode),
    queryFn: () => checkPincode(pincode),
    staleTime: 60_000,
    retry: false,
  });

/** The answer for `pincode`; nothing is asked while it is null. */
export function usePincodeCheck(pincode: string | null) {
  return useQuery({ ...pincodeCheckQuery(pincode ?? ''), enabled: pincode !== null });
}
