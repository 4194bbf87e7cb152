// Query keys of the complaints. The customer's start with 'help'; the admin's with
// ['admin', 'tickets'], so one reply makes the admin's lists and the dashboard's summary stale.
import type { TicketFilter } from '../types';

export const helpKeys = {
  all: ['help'] as const,
  ticket: (number: string, key: string) => ['help', 'ticket', number, key] as const,
  mine: (userId: string) => ['help', 'mine', userId] as const,
  orders: (userId: string) => ['help', 'orders', userId] as const,
  admin: ['admin', 'tickets'] as const,
  adminLists: ['admin', 'tickets', 'list'] as const,
  adminList: (filter: TicketFilter) => ['admin', 'tickets', 'list', filter] as const,
  adminSummary: ['admin', 'tickets', 'summary'] as const,
  adminTicket: (number: string) => ['admin', 'tickets', 'one', number] as const,
};
