// The shop's side of the complaints (issue 28 part 3), for an admin:
//   GET  /api/admin/tickets?status=open|closed|all&cursor= — the list, newest first
//   GET  /api/admin/tickets/summary                         — { open, overdue } for the dashboard
//   GET  /api/admin/tickets/{number}                        — one, with its messages
//   POST /api/admin/tickets/{number}/replies { message, close } — a reply, mailed to the customer
//   POST /api/admin/tickets/{number}/close                  — closed without a reply
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapPage, type CursorPage } from '@/lib/api/client';
import type { HelpTicket, HelpTicketSummary, TicketFilter } from '../types';
import { helpKeys } from './query-keys';

export const ADMIN_LIST_FAILED = 'Could not load the complaints.';
export const ADMIN_TICKET_FAILED = 'Could not load the complaint.';
export const ADMIN_REPLY_FAILED = 'Could not send the reply. Please try again.';
export const ADMIN_CLOSE_FAILED = 'Could not close the complaint. Please try again.';

export function getAdminTickets(filter: TicketFilter, cursor?: string): Promise<CursorPage<HelpTicket>> {
  const query = { status: filter, ...(cursor ? { cursor } : {}) };
  return unwrapPage(api.GET('/api/admin/tickets', { params: { query } }), ADMIN_LIST_FAILED);
}

export const adminTicketsQuery = (filter: TicketFilter) =>
  infiniteQueryOptions({
    queryKey: helpKeys.adminList(filter),
    queryFn: ({ pageParam }) => getAdminTickets(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export function useAdminTickets(filter: TicketFilter) {
  return useInfiniteQuery(adminTicketsQuery(filter));
}

export function getTicketSummary(): Promise<HelpTicketSummary> {
  return unwrap(api.GET('/api/admin/tickets/summary'), ADMIN_LIST_FAILED);
}

export const ticketSummaryQuery = queryOptions({
  queryKey: helpKeys.adminSummary,
  queryFn: getTicketSummary,
  staleTime: 0,
});

export function useTicketSummary() {
  return useQuery(ticketSummaryQuery);
}

export function getAdminTicket(number: string): Promise<HelpTicket> {
  return unwrap(api.GET('/api/admin/tickets/{number}', { params: { path: { number } } }), ADMIN_TICKET_FAILED);
}

export function useAdminTicket(number: string) {
  return useQuery({ queryKey: helpKeys.adminTicket(number), queryFn: () => getAdminTicket(number), staleTime: 0, retry: false });
}

export function replyToTicket(number: string, message: string, close: boolean): Promise<HelpTicket> {
  return unwrap(
    api.POST('/api/admin/tickets/{number}/replies', { params: { path: { number } }, body: { message, close } }),
    ADMIN_REPLY_FAILED,
  );
}

export function closeTicket(number: string): Promise<HelpTicket> {
  return unwrap(api.POST('/api/admin/tickets/{number}/close', { params: { path: { number } } }), ADMIN_CLOSE_FAILED);
}

/** A reply (and close) or a close: the complaint takes the answer; the lists and summary refetch. */
export function useTicketAction(number: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'reply'; message: string; close: boolean } | { kind: 'close' }) =>
      action.kind === 'reply' ? replyToTicket(number, action.message, action.close) : closeTicket(number),
    onSuccess: (ticket) => {
      client.setQueryData(helpKeys.adminTicket(number), ticket);
      void client.invalidateQueries({ queryKey: helpKeys.adminLists });
      void client.invalidateQueries({ queryKey: helpKeys.adminSummary });
    },
  });
}
