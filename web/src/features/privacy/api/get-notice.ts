// GET /api/privacy/notice (public) — who keeps which personal data, why, for how long, with whom
// it is shared, the customer's rights and the grievance officer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { PrivacyNotice } from '../types';
import { privacyKeys } from './query-keys';

export const NOTICE_FAILED = 'Could not load this page. Please try again.';

export function getPrivacyNotice(): Promise<PrivacyNotice> {
  return unwrap(api.GET('/api/privacy/notice'), NOTICE_FAILED);
}

export const privacyNoticeQuery = queryOptions({
  queryKey: privacyKeys.notice,
  queryFn: getPrivacyNotice,
  staleTime: 5 * 60_000,
});

export function usePrivacyNotice() {
  return useQuery(privacyNoticeQuery);
}
