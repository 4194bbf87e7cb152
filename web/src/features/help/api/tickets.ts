// The customer's side of the complaints (issue 28 part 3):
//   POST /api/help/tickets                      — a new complaint (signed in or not)
//   GET  /api/help/tickets/{number}?key=        — one complaint (the key, or the owner's bearer)
//   POST /api/help/tickets/{number}/messages    — the customer writes again (409 once closed)
//   GET  /api/user/tickets?cursor=              — the signed-in customer's complaints, newest first
//   GET  /api/orders                            — their recent orders, for the form's choice
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, unwrapPage, type CursorPage, type Schemas } from '@/lib/api/client';
import type { HelpTicket, HelpTicketCreated, HelpTicketRequest } from '../types';
import { helpKeys } from './query-keys';

export const SEND_FAILED = 'Your complaint could not be sent. Please try again.';
export const TICKET_FAILED = 'The complaint could not be loaded. Please try again.';
export const REPLY_FAILED = 'Your message could not be sent. Please try again.';
export const MINE_FAILED = 'Your complaints could not be loaded. Please try again.';

export function createTicket(body: HelpTicketRequest): Promise<HelpTicketCreated> {
  return unwrap(api.POST('/api/help/tickets', { body }), SEND_FAILED);
}

/** The key that opens a complaint without an account; none sent when signed in. */
function keyQuery(key: string): { key?: string } {
  return key ? { key } : {};
}

export function getTicket(number: string, key: string): Promise<HelpTicket> {
  return unwrap(
    api.GET('/api/help/tickets/{number}', { params: { path: { number }, query: keyQuery(key) } }),
    TICKET_FAILED,
  );
}

export function addMessage(number: string, key: string, message: string): Promise<HelpTicket> {
  return unwrap(
    api.POST('/api/help/tickets/{number}/messages', {
      params: { path: { number }, query: keyQuery(key) },
      body: { message },
    }),
    REPLY_FAILED,
  );
}

export const ticketQuery = (number: string, key: string) =>
  queryOptions({
    queryKey: helpKeys.ticket(number, key),
    queryFn: () => getTicket(number, key),
    staleTime: 0,
    retry: false,
  });

export function useTicket(number: string, key: string) {
  return useQuery(ticketQuery(number, key));
}

/** Sends a complaint; its page then opens from the cache. */
export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: ({ ticket, key }) => {
      client.setQueryData(helpKeys.ticket(ticket.number, key), ticket);
      void client.invalidateQueries({ queryKey: ['help', 'mine'] });
    },
  });
}

export function useAddMessage(number: string, key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => addMessage(number, key, message),
    onSuccess: (ticket) => {
      client.setQueryData(helpKeys.ticket(number, key), ticket);
      void client.invalidateQueries({ queryKey: ['help', 'mine'] });
    },
  });
}

export function getMyTickets(cursor?: string): Promise<CursorPage<HelpTicket>> {
  return unwrapPage(api.GET('/api/user/tickets', { params: { query: cursor ? { cursor } : {} } }), MINE_FAILED);
}

export const myTicketsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: helpKeys.mine(userId),
    queryFn: ({ pageParam }) => getMyTickets(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

export function useMyTickets(userId: string | undefined) {
  return useInfiniteQuery({ ...myTicketsQuery(userId ?? ''), enabled: userId !== undefined });
}

export type RecentOrder = Pick<Schemas['Order'], '_id' | 'orderNumber' | 'createdAt' | 'totalAmount'>;

/** The customer's newest orders (the first page of GET /api/orders), for the form's choice. */
export function useRecentOrders(userId: string | undefined) {
  return useQuery({
    queryKey: helpKeys.orders(userId ?? ''),
    queryFn: async (): Promise<RecentOrder[]> =>
      (await unwrapPage(api.GET('/api/orders', { params: { query: {} } }), 'Your orders could not be loaded.')).items,
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}
