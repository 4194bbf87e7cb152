// GET /api/admin/deliveries?date= — a day's orders to deliver, by slot (issue 26 part 6).
// Types come from the operation's answer, so they follow the schema whatever its name.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';
import { DELIVERY_QUERY_KEY } from '@/lib/delivery';

export type DaySheet = paths['/api/admin/deliveries']['get']['responses'][200]['content']['application/json'];
export type SlotStops = DaySheet['slots'][number];
export type DeliveryStop = SlotStops['orders'][number];

export const DAY_SHEET_FAILED = 'Could not load the deliveries.';

export function getDaySheet(date: string): Promise<DaySheet> {
  return unwrap(api.GET('/api/admin/deliveries', { params: { query: { date } } }), DAY_SHEET_FAILED);
}

export const daySheetQuery = (date: string) =>
  queryOptions({
    queryKey: [...DELIVERY_QUERY_KEY, 'admin', 'day-sheet', date] as const,
    queryFn: () => getDaySheet(date),
    staleTime: 30_000,
  });

export function useDaySheet(date: string) {
  // The previous day stays on screen while the next one loads.
  return useQuery({ ...daySheetQuery(date), placeholderData: keepPreviousData });
}
