// GET /api/admin/reports/gstr1?month=YYYY-MM — a month's GSTR-1 in figures: the totals, a section
// per table, the documents issued and what to check before filing. 409 when the shop has no GSTIN
// (the message says so), 400 for a bad month.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api/client';
import { isMonth, type Gstr1Summary } from '../lib/gstr1';

export const LOAD_FAILED = 'The GSTR-1 summary could not be loaded. Please try again.';

export function getGstr1Summary(month: string): Promise<Gstr1Summary> {
  return unwrap(api.GET('/api/admin/reports/gstr1', { params: { query: { month } } }), LOAD_FAILED);
}

export const gstr1SummaryQuery = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'gstr1', month] as const,
    queryFn: () => getGstr1Summary(month),
    staleTime: 60_000,
  });

/** The summary of `month`; nothing is asked while the month input holds no whole month. */
export function useGstr1Summary(month: string) {
  return useQuery({ ...gstr1SummaryQuery(month), enabled: isMonth(month) });
}

/** Whether the summary was refused because the shop is not GST-registered (no GSTIN yet). */
export function isNotRegistered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
